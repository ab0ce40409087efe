import { t } from '../../../lib/i18n';
import { useLiveInvalidation } from '../../../lib/live';
import { AdminLoadFailure } from '../admin-load-failure';
import { OwnerEditCard } from './owner-edit-card';
import { ownerEditKeys, useOwnerEditsToReview } from './owner-edit-queries';

/**
 * Issue 16: owners' changes waiting for an admin (a new name; a halal level, slaughter method or
 * certificate), at the top of the Pending tab. Nothing shows while none wait.
 */
export function OwnerEditsQueue() {
  const edits = useOwnerEditsToReview();
  // An owner's request is told as a change of their business.
  useLiveInvalidation({ businesses: [ownerEditKeys.pending] });

  if (edits.isError) return <AdminLoadFailure what={t('Owner changes')} onRetry={() => void edits.refetch()} />;
  if (!edits.data || edits.data.length === 0) return null;
  return (
    <section aria-labelledby="owner-edits-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="owner-edits-heading" className="text-xl font-semibold text-ink">
          {t('Owner changes to review')}
        </h2>
        <p role="status" className="text-sm text-muted">
          {t(
            '{count, plural, one {# change waits} other {# changes wait}} for a decision. The listings keep their current details until you approve.',
            { count: edits.data.length },
          )}
        </p>
      </div>
      <ul aria-label={t('Owner changes to review')} className="grid gap-4">
        {edits.data.map((edit) => (
          <li key={edit.id}>
            <OwnerEditCard edit={edit} />
          </li>
        ))}
      </ul>
    </section>
  );
}
