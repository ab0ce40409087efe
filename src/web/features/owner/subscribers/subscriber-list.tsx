import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate, formatNumber } from '../../../lib/format';
import { msg, t, translate } from '../../../lib/i18n';
import type { Subscriber } from '../owner-queries';

interface SubscriberListProps {
  title: string;
  subscribers: Subscriber[];
  emptyText: string;
  /** An action beside each subscriber (Unsubscribe). */
  action?: (subscriber: Subscriber) => ReactNode;
}

/** One list of the Subscribers tab: each email with the date it subscribed, and when and how it left. */
export function SubscriberList({ title, subscribers, emptyText, action }: SubscriberListProps) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <CardTitle className="text-base">{title}</CardTitle>
          <Badge variant="muted">{formatNumber(subscribers.length)}</Badge>
        </div>
      </CardHeader>
      <CardContent>
        {subscribers.length === 0 ? (
          <p className="text-sm text-muted">{emptyText}</p>
        ) : (
          <ul className="divide-y divide-line">
            {subscribers.map((subscriber) => (
              <li
                key={subscriber.id}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2 first:pt-0 last:pb-0"
              >
                <div className="grid min-w-0">
                  <span className="font-medium text-ink [overflow-wrap:anywhere]">{subscriber.email}</span>
                  <span className="text-sm text-muted">
                    {t('Subscribed')}{' '}
                    <time dateTime={subscriber.subscribedAt}>{formatDate(subscriber.subscribedAt)}</time>
                  </span>
                  {!subscriber.active && <UnsubscribedLine subscriber={subscriber} />}
                </div>
                {action?.(subscriber)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const endedBy = { owner: msg('by you'), link: msg('by their link') } as const;

/** 'Unsubscribed Mar 5, 2026 by you'; subscriptions ended before this was kept say only 'Unsubscribed'. */
function UnsubscribedLine({ subscriber }: { subscriber: Subscriber }) {
  const { unsubscribedAt, unsubscribedBy } = subscriber;
  return (
    <span className="text-sm text-muted">
      {t('Unsubscribed')}
      {unsubscribedAt && (
        <>
          {' '}
          <time dateTime={unsubscribedAt}>{formatDate(unsubscribedAt)}</time>
        </>
      )}
      {unsubscribedBy && ` ${translate(endedBy[unsubscribedBy])}`}
    </span>
  );
}
