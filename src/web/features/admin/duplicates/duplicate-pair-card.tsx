import { EyeOff } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { msg, t, translate } from '../../../lib/i18n';
import { DuplicatePlace } from './duplicate-place';
import { type DuplicatePair, useDismissDuplicate, useMergeDuplicate } from './duplicates-queries';

const REASON_WORDS = {
  phone: msg('Same phone'),
  website: msg('Same website'),
  name: msg('Similar name within 150 m'),
} as const;

/** A place's name kept whole in a sentence of another direction (Unicode's first-strong isolate). */
const isolated = (name: string) => `\u2068${name}\u2069`;

/** Issue 35: two places that may be one, side by side (stacked on a phone), why, and what the admin decides. */
export function DuplicatePairCard({ pair }: { pair: DuplicatePair }) {
  const confirm = useConfirm();
  const merge = useMergeDuplicate();
  const dismiss = useDismissDuplicate();
  const headingId = useId();
  const busy = merge.isPending || dismiss.isPending;
  const { first, second } = pair;

  async function keep(kept: typeof first, removed: typeof first) {
    const answer = await confirm({
      title: t('Keep {kept}?', { kept: kept.name }),
      description: t(
        '{kept} stays. {removed} is deleted: its reviews, passport stamps, subscriptions, chats, photos, events and halal evidence move to {kept}, and its address leads there.',
        { kept: kept.name, removed: removed.name },
      ),
      confirmLabel: t('Merge into {kept}', { kept: kept.name }),
      tone: 'danger',
    });
    if (answer) merge.mutate({ kept, removed });
  }

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-semibold break-words text-ink">
        {t('{first} and {second}', { first: isolated(first.name), second: isolated(second.name) })}
      </h3>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {t('Why they look alike:')}
        {pair.reasons.map((reason) => (
          <Badge key={reason} variant="accent">
            {translate(REASON_WORDS[reason])}
          </Badge>
        ))}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <DuplicatePlace place={first} other={second} busy={busy} onKeep={() => void keep(first, second)} />
        <DuplicatePlace place={second} other={first} busy={busy} onKeep={() => void keep(second, first)} />
      </div>
      <div className="flex flex-wrap gap-2 border-t border-line pt-3">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy}
          aria-busy={dismiss.isPending || undefined}
          aria-label={t('{first} and {second} are not duplicates', { first: first.name, second: second.name })}
          onClick={() => dismiss.mutate({ pair })}
        >
          <EyeOff aria-hidden="true" className="size-4" />
          {t('Not duplicates')}
        </Button>
      </div>
    </article>
  );
}
