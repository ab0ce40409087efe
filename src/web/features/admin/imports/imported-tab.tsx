import { ExternalLink, Link2, Plus, Send, Upload, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { CUISINES, type Cuisine } from '../../../../domain/cuisines';
import { DEFAULT_TIME_ZONE } from '../../../../domain/hours';
import { weeklySummary } from '../../../../domain/opening-hours';
import { isOsmDietHalal, OSM_DIET_HALAL, osmElementUrl } from '../../../../domain/osm';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FileInput } from '../../../components/ui/file-input';
import { Label } from '../../../components/ui/label';
import { activeIntlLocale, msg, t, translate } from '../../../lib/i18n';
import { AdminItemCard } from '../admin-item-card';
import { AdminLoadFailure } from '../admin-load-failure';
import { CsvImport } from './csv-import';
import {
  type ImportedPlace,
  type ImportedQueue,
  type OsmImportReport,
  type PossibleDuplicate,
  useDecideDuplicate,
  useImportedQueue,
  useImportOsmFile,
  usePublishImported,
} from './imports-queries';

/**
 * Issue 35: the 'Imported' tab. An admin uploads an OpenStreetMap file (Overpass JSON); the places it brings
 * wait here, unpublished and 'Not checked yet', to be published one by one or together; elements that look
 * like a listed place wait below for the admin to say whether they are that place.
 */
export function ImportedTab() {
  const [page, setPage] = useState(1);
  const queue = useImportedQueue(page);
  return (
    <div className="grid gap-8">
      <div className="grid gap-4 lg:grid-cols-2">
        <OsmImportForm />
        <CsvImport />
      </div>
      {queue.isPending ? (
        <p className="text-sm text-muted">{t('Loading…')}</p>
      ) : queue.isError ? (
        <AdminLoadFailure what={t('The imported places')} onRetry={() => void queue.refetch()} />
      ) : (
        <>
          <WaitingPlaces queue={queue.data} page={page} onPage={setPage} />
          <PossibleDuplicates matches={queue.data.matches} />
        </>
      )}
    </div>
  );
}

function OsmImportForm() {
  const fileId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportOsmFile();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (file) upload.mutate(file);
  }

  return (
    <section
      aria-labelledby={`${fileId}-heading`}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:p-5"
    >
      <h3 id={`${fileId}-heading`} className="text-lg font-semibold text-ink">
        {t('Import from OpenStreetMap')}
      </h3>
      <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>{t('OpenStreetMap file (Overpass JSON)')}</Label>
          <FileInput
            id={fileId}
            accept="application/json,.json"
            aria-describedby={hintId}
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" disabled={!file || upload.isPending} aria-busy={upload.isPending || undefined}>
          <Upload aria-hidden="true" className="size-4" />
          {t('Import')}
        </Button>
      </form>
      <p id={hintId} className="text-sm text-muted">
        {t(
          'New places wait here unpublished and not checked; places already listed are offered as duplicates, never added twice. Importing the same file again updates only what nobody edited here.',
        )}
      </p>
      {upload.data && <ImportSummary report={upload.data} />}
    </section>
  );
}

const SKIP_REASONS = {
  malformed: msg('not a map element'),
  no_name: msg('no name'),
  not_halal: msg('not tagged halal'),
  no_location: msg('no position'),
  outside_indiana: msg('outside Indiana'),
} as const;

const MATCH_REASONS = {
  phone: msg('Same phone'),
  website: msg('Same website'),
  name: msg('Similar name within 150 m'),
} as const;

const FIELD_WORDS = {
  name: msg('Name'),
  address: msg('Address'),
  city: msg('City'),
  zip: msg('ZIP code'),
  phone: msg('Phone'),
  email: msg('Email'),
  websiteUrl: msg('Website'),
  cuisines: msg('Cuisines'),
  weeklyHours: msg('Opening hours'),
  pin: msg('Map pin'),
} as const;

function ImportSummary({ report }: { report: OsmImportReport }) {
  return (
    <div role="status" className="grid gap-2 rounded-lg bg-brand-soft/40 p-3 text-sm text-ink">
      <p className="font-semibold">
        {t(
          '{created} new, {updated} updated, {unchanged} unchanged, {duplicates} possible duplicates, {skipped} left out.',
          {
            created: report.created.length,
            updated: report.updated.length,
            unchanged: report.unchanged,
            duplicates: report.duplicates.length,
            skipped: report.skipped.length,
          },
        )}
      </p>
      {report.updated.length > 0 && (
        <ul aria-label={t('Updated places')} className="grid gap-1">
          {report.updated.map((place) => (
            <li key={place.id} className="break-words">
              {t('{place}: {fields}', {
                place: place.name,
                fields: place.changes.map((field) => translate(FIELD_WORDS[field])).join(', '),
              })}
            </li>
          ))}
        </ul>
      )}
      {report.skipped.length > 0 && (
        <details>
          <summary className="cursor-pointer">{t('Left out')}</summary>
          <ul className="mt-1 grid gap-1">
            {report.skipped.map((element) => (
              <li key={`${element.osmType}/${element.osmId}`} className="break-words">
                {t('{element}: {reason}', {
                  element: element.name ?? `${element.osmType}/${element.osmId}`,
                  reason: translate(SKIP_REASONS[element.reason]),
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function WaitingPlaces({
  queue,
  page,
  onPage,
}: {
  queue: ImportedQueue;
  page: number;
  onPage: (page: number) => void;
}) {
  const headingId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const publish = usePublishImported();
  const chosen = queue.items.filter((place) => selected.has(place.id));
  const allChosen = queue.items.length > 0 && chosen.length === queue.items.length;

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function publishPlaces(places: ImportedPlace[]) {
    publish.mutate(places, { onSuccess: () => setSelected(new Set()) });
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={headingId} className="text-lg font-semibold text-ink">
            {t('Imported places')}
          </h3>
          <p className="text-sm text-muted">
            {t('{count, plural, one {# place is} other {# places are}} waiting to be published.', {
              count: queue.total,
            })}
          </p>
        </div>
        {queue.items.length > 0 && (
          <div className="flex flex-wrap items-center gap-3">
            <CheckboxField
              id={`${headingId}-all`}
              label={t('Select all on this page')}
              checked={allChosen}
              onChange={(event) =>
                setSelected(event.currentTarget.checked ? new Set(queue.items.map((p) => p.id)) : new Set())
              }
            />
            <Button
              type="button"
              disabled={chosen.length === 0 || publish.isPending}
              aria-busy={publish.isPending || undefined}
              onClick={() => publishPlaces(chosen)}
            >
              <Send aria-hidden="true" className="size-4" />
              {t('Publish selected ({count})', { count: chosen.length })}
            </Button>
          </div>
        )}
      </div>
      {queue.items.length === 0 ? (
        <p className="text-sm text-muted">{t('No imported places are waiting.')}</p>
      ) : (
        <ul aria-label={t('Imported places')} className="grid gap-4 lg:grid-cols-2">
          {queue.items.map((place) => (
            <li key={place.id}>
              <ImportedCard
                place={place}
                selected={selected.has(place.id)}
                onSelect={(on) => toggle(place.id, on)}
                onPublish={() => publishPlaces([place])}
                busy={publish.isPending}
              />
            </li>
          ))}
        </ul>
      )}
      {(page > 1 || queue.hasMore) && (
        <nav aria-label={t('Pages of imported places')} className="flex gap-2">
          <Button type="button" variant="outline" disabled={page === 1} onClick={() => onPage(page - 1)}>
            {t('Previous')}
          </Button>
          <Button type="button" variant="outline" disabled={!queue.hasMore} onClick={() => onPage(page + 1)}>
            {t('Next')}
          </Button>
        </nav>
      )}
    </section>
  );
}

interface ImportedCardProps {
  place: ImportedPlace;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onPublish: () => void;
  busy: boolean;
}

function ImportedCard({ place, selected, onSelect, onPublish, busy }: ImportedCardProps) {
  const id = useId();
  const where = [place.address, place.city, place.zip].filter(Boolean).join(', ');
  const hours = place.weeklyHours
    ? weeklySummary(
        { weekly: place.weeklyHours, special: [], temporarilyClosed: false, timeZone: DEFAULT_TIME_ZONE },
        t,
        activeIntlLocale(),
      )
    : [];
  return (
    <AdminItemCard
      title={
        <Link to={`/r/${place.slug}`} className="underline-offset-4 hover:underline">
          {place.name}
        </Link>
      }
      details={
        <p className="text-sm break-words text-muted">
          {[place.category ? translate(place.category) : null, where || t('No address')].filter(Boolean).join(' · ')}
        </p>
      }
      badge={
        isOsmDietHalal(place.dietHalal) ? (
          <Badge variant="muted">{translate(OSM_DIET_HALAL[place.dietHalal])}</Badge>
        ) : null
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {place.phone && (
          <>
            <dt className="text-muted">{t('Phone')}</dt>
            <dd className="break-words">{place.phone}</dd>
          </>
        )}
        {place.email && (
          <>
            <dt className="text-muted">{t('Email')}</dt>
            <dd className="break-all">{place.email}</dd>
          </>
        )}
        {place.websiteUrl && (
          <>
            <dt className="text-muted">{t('Website')}</dt>
            <dd className="break-all">{place.websiteUrl}</dd>
          </>
        )}
        {place.cuisines.length > 0 && (
          <>
            <dt className="text-muted">{t('Cuisines')}</dt>
            <dd>{place.cuisines.map((key) => translate(CUISINES[key as Cuisine] ?? key)).join(', ')}</dd>
          </>
        )}
        <dt className="text-muted">{t('Opening hours')}</dt>
        <dd>
          {hours.length > 0 ? (
            <ul>
              {hours.map((day) => (
                <li key={day.day}>{t('{day}: {hours}', { day: day.name, hours: day.text })}</li>
              ))}
            </ul>
          ) : (
            t('Not known')
          )}
          {place.hoursNote && (
            <p className="break-words text-muted">{t('As tagged: {hours}', { hours: place.hoursNote })}</p>
          )}
        </dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <CheckboxField
          id={`${id}-select`}
          label={t('Select {place}', { place: place.name })}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
        <Button
          type="button"
          size="sm"
          disabled={busy}
          aria-label={t('Publish {place}', { place: place.name })}
          onClick={onPublish}
        >
          <Send aria-hidden="true" className="size-4" />
          {t('Publish')}
        </Button>
        {place.osmType && place.osmId && (
          <a
            href={osmElementUrl(place.osmType, place.osmId)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-1 text-sm text-brand-strong underline-offset-4 hover:underline"
          >
            {t('View on OpenStreetMap')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        )}
      </div>
    </AdminItemCard>
  );
}

function PossibleDuplicates({ matches }: { matches: PossibleDuplicate[] }) {
  const headingId = useId();
  const decide = useDecideDuplicate();
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {t('Already listed?')}
        </h3>
        <p className="text-sm text-muted">
          {t(
            'These OpenStreetMap places look like places the directory lists. Link one to keep the listing as it is and credit OpenStreetMap, or add it as a place of its own.',
          )}
        </p>
      </div>
      <ul aria-label={t('Already listed?')} className="grid gap-4 lg:grid-cols-2">
        {matches.map((match) => (
          <li key={match.id}>
            <AdminItemCard
              title={match.name}
              details={
                <p className="text-sm break-words text-muted">
                  {t('Looks like {place}', { place: match.match.name })} ·{' '}
                  {translate(MATCH_REASONS[match.reason as keyof typeof MATCH_REASONS] ?? match.reason)}
                </p>
              }
            >
              <p className="text-sm break-words">
                <Link to={`/r/${match.match.slug}`} className="text-brand-strong underline-offset-4 hover:underline">
                  {t('Open {place}', { place: match.match.name })}
                </Link>
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  disabled={decide.isPending}
                  aria-label={t('Link {element} to {place}', { element: match.name, place: match.match.name })}
                  onClick={() => decide.mutate({ match, decision: 'link' })}
                >
                  <Link2 aria-hidden="true" className="size-4" />
                  {t('Same place: link')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  aria-label={t('Add {element} as a new place', { element: match.name })}
                  onClick={() => decide.mutate({ match, decision: 'create' })}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('Add as a new place')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={decide.isPending}
                  aria-label={t('Dismiss {element}', { element: match.name })}
                  onClick={() => decide.mutate({ match, decision: 'dismiss' })}
                >
                  <X aria-hidden="true" className="size-4" />
                  {t('Dismiss')}
                </Button>
              </div>
            </AdminItemCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
