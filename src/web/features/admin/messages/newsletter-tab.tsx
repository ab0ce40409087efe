import { Mail, Send } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useAdminNewsletter } from '../admin-queries';
import { QueryStates } from '../query-states';
import { EmailAllDialog } from './email-all-dialog';

/** SPEC §2 /admin Newsletter: the product's subscribers, newest first, and 'Email All'. */
export function NewsletterTab() {
  const subscribers = useAdminNewsletter();
  const [emailing, setEmailing] = useState(false);
  const active = subscribers.data?.filter((s) => !s.unsubscribedAt).length ?? 0;
  return (
    <section aria-labelledby="newsletter-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="newsletter-heading" className="text-xl font-semibold text-ink">
          {t('Newsletter Subscribers')}
        </h2>
        <Button onClick={() => setEmailing(true)} disabled={active === 0}>
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('Email All')}
        </Button>
      </div>
      <QueryStates
        query={subscribers}
        loading={<Skeleton className="h-48" />}
        what={t('The subscribers')}
        empty={
          <EmptyState
            icon={Mail}
            title={t('No subscribers yet')}
            text={t('People who sign up in the footer appear here.')}
          />
        }
      >
        {(items) => (
          <>
            <p role="status" className="text-sm text-muted">
              {t('{count, plural, one {# subscriber} other {# subscribers}}, {active} active', {
                count: items.length,
                active,
              })}
            </p>
            <ul
              aria-label={t('Newsletter subscribers')}
              className="divide-y divide-line rounded-xl border border-line bg-white"
            >
              {items.map((subscriber) => (
                <li
                  key={subscriber.id}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3"
                >
                  <span className="min-w-0 font-medium break-all text-ink">{subscriber.email}</span>
                  <span className="flex items-center gap-2 text-sm text-muted">
                    <span>{t('Subscribed {date}', { date: formatDate(subscriber.createdAt) })}</span>
                    {subscriber.unsubscribedAt && <Badge variant="muted">{t('Unsubscribed')}</Badge>}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStates>
      <EmailAllDialog recipients={active} open={emailing} onOpenChange={setEmailing} />
    </section>
  );
}
