import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t, translate } from '../../../lib/i18n';
import { LOAD_SUBSCRIBERS_FAILED, type Subscriber, useSubscribers } from '../owner-queries';
import { TabHeader } from '../tab-header';
import { SubscriberList } from './subscriber-list';
import { useUnsubscribe } from './subscriber-mutations';

/**
 * SPEC §2 Subscribers tab: active and unsubscribed emails, Refresh, and Unsubscribe per active one (asked
 * first, naming the address). The tab's count reads the same query, so Refresh updates both.
 */
export function SubscribersTab({ businessId }: { businessId: string }) {
  const subscribers = useSubscribers(businessId);
  const unsubscribe = useUnsubscribe(businessId);
  const confirm = useConfirm();

  async function confirmUnsubscribe(subscriber: Subscriber) {
    const answer = await confirm({
      title: t('Unsubscribe {email}?', { email: subscriber.email }),
      description: t(
        'They will no longer receive your notifications. They can subscribe again from your business page.',
      ),
      confirmLabel: t('Unsubscribe'),
      tone: 'danger',
    });
    if (answer) unsubscribe.mutate(subscriber);
  }

  return (
    <div className="grid gap-4">
      <TabHeader
        title={t('Subscribers')}
        description={t('People who get your notifications by email.')}
        action={
          <Button
            variant="outline"
            onClick={() => subscribers.refetch()}
            disabled={subscribers.isFetching}
            aria-busy={subscribers.isFetching}
          >
            <RefreshCw aria-hidden="true" className={subscribers.isFetching ? 'size-4 animate-spin' : 'size-4'} />
            {t('Refresh')}
          </Button>
        }
      />
      {subscribers.isPending ? (
        <LoadingBlocks label={t('Loading subscribers…')} blocks={['h-24', 'h-24']} className="grid gap-3" />
      ) : subscribers.isError ? (
        <p className="text-muted">{translate(LOAD_SUBSCRIBERS_FAILED)}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <SubscriberList
            title={t('Active Subscribers')}
            subscribers={subscribers.data.active}
            emptyText={t('No active subscribers yet.')}
            action={(subscriber) => (
              <Button
                variant="outline"
                size="sm"
                onClick={() => confirmUnsubscribe(subscriber)}
                disabled={unsubscribe.isPending && unsubscribe.variables?.id === subscriber.id}
                aria-label={t('Unsubscribe {email}', { email: subscriber.email })}
              >
                {t('Unsubscribe')}
              </Button>
            )}
          />
          <SubscriberList
            title={t('Unsubscribed')}
            subscribers={subscribers.data.unsubscribed}
            emptyText={t('No one has unsubscribed.')}
          />
        </div>
      )}
    </div>
  );
}
