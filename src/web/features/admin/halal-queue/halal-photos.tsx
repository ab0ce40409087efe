import { Check, ImageOff } from 'lucide-react';
import { useId } from 'react';
import { FACT_ANSWERS } from '../../../../domain/halal-evidence';
import { imageVariant } from '../../../../domain/images';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { t, translate } from '../../../lib/i18n';
import { AdminItemCard, BusinessTitleLink } from '../admin-item-card';
import { userName } from '../admin-queries';
import { QueryStates } from '../query-states';
import { factWords, valueWords } from './fact-words';
import { type PendingPhoto, useDecidePhoto, useHalalPhotos } from './halal-queue-queries';

/**
 * Issue 34: the photos diners sent with their answers (a menu, a certificate on the wall), waiting for an
 * admin. Accepted, a photo is the team's evidence of what the diner said; rejected, it is removed.
 */
export function HalalPhotos() {
  const photos = useHalalPhotos();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {t('Photos to accept')}
        </h3>
        <p className="text-sm text-muted">
          {t(
            "A photo counts only once the team accepts it: then it is the team's own evidence of what the diner said, and outweighs the owner and the diners.",
          )}
        </p>
      </div>
      <QueryStates
        query={photos}
        loading={null}
        what={t('The photos to accept')}
        empty={<p className="text-sm text-muted">{t('No photos are waiting.')}</p>}
      >
        {(items) => (
          <ul aria-label={t('Photos to accept')} className="grid gap-4 lg:grid-cols-2">
            {items.map((photo) => (
              <li key={photo.answerId}>
                <PhotoCard photo={photo} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

function PhotoCard({ photo }: { photo: PendingPhoto }) {
  const confirm = useConfirm();
  const decide = useDecidePhoto();
  const name = userName(photo.person);
  const fact = factWords(photo.fact);
  const place = photo.business.name;

  async function onReject() {
    const answer = await confirm({
      title: t('Reject this photo?'),
      description: t('The photo is removed and counts for nothing. The answer itself still counts.'),
      confirmLabel: t('Reject photo'),
      tone: 'danger',
    });
    if (answer) decide.mutate({ photo, decision: 'reject' });
  }

  return (
    <AdminItemCard
      title={<BusinessTitleLink business={photo.business} />}
      details={
        <p className="text-sm break-words text-muted">
          {photo.locationName ? t('Location: {name}', { name: photo.locationName }) : t('Whole business')}
        </p>
      }
      badge={<Badge variant="muted">{fact}</Badge>}
    >
      <a href={photo.photoUrl} target="_blank" rel="noreferrer" className="block w-fit rounded-lg">
        <img
          src={imageVariant(photo.photoUrl, 400) ?? photo.photoUrl}
          alt={t('Photo from {name} about {fact} at {place}', { name, fact, place })}
          loading="lazy"
          className="h-48 w-full max-w-sm rounded-lg border border-line object-cover"
        />
      </a>
      <p className="text-sm break-words text-ink">
        {t('{name} answered “{answer}” about “{value}” on {date}', {
          name,
          answer: translate(FACT_ANSWERS[photo.answer]),
          value: valueWords(photo.fact, photo.value),
          date: formatDate(photo.answeredAt),
        })}
      </p>
      {photo.note && (
        <p className="text-sm break-words whitespace-pre-wrap text-stone-700">
          {t('Note: {note}', { note: photo.note })}
        </p>
      )}
      <p className="text-sm text-muted">{shownNow(photo)}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={decide.isPending}
          aria-busy={decide.isPending || undefined}
          aria-label={t('Accept the photo about {fact} at {place}', { fact, place })}
          onClick={() => decide.mutate({ photo, decision: 'accept' })}
        >
          <Check aria-hidden="true" className="size-4" />
          {t('Accept photo')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          aria-haspopup="dialog"
          aria-label={t('Reject the photo about {fact} at {place}', { fact, place })}
          onClick={onReject}
        >
          <ImageOff aria-hidden="true" className="size-4" />
          {t('Reject photo')}
        </Button>
      </div>
    </AdminItemCard>
  );
}

/** What the place shows of the fact now, for the admin to weigh the photo against. */
function shownNow(photo: PendingPhoto): string {
  const { shown } = photo;
  if (!shown || shown.status === 'not_checked') return t('Shown now: not checked yet');
  if (shown.status === 'disagree') return t('Shown now: sources disagree');
  const value = shown.value === null ? '' : valueWords(photo.fact, shown.value);
  return shown.status === 'needs_recheck'
    ? t('Shown now: {value} (needs a re-check)', { value })
    : t('Shown now: {value}', { value });
}
