import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { OSM_DATA_LICENCE } from '../../../domain/open-data';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { api, readJson } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { t, translate } from '../../lib/i18n';

// Issue 35: the open data page — the day's files, their licence, and the public read API.

const LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';

const linkClasses = 'font-medium text-brand-strong underline underline-offset-2';

function useExports() {
  return useQuery({
    queryKey: ['open-data', 'exports'],
    queryFn: async () => readJson(api.api.v1.exports.$get()),
  });
}

export function DataPage() {
  const exports = useExports();
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-8 px-4 py-8 sm:py-12">
      <PageTitle>{t('Open data')}</PageTitle>
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('Open data')}</h1>
        <p className="text-muted">
          {t(
            "The directory's places are open data: use them in your app, your map or your research, and credit the Indiana Halal Directory with a link.",
          )}
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('Download')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {exports.data
              ? t('Made on {date}: {count, plural, one {# place} other {# places}}.', {
                  date: formatDate(`${exports.data.date}T12:00:00Z`),
                  count: exports.data.places,
                })
              : t('A new copy is made every day.')}
          </p>
          <ul className="grid gap-2">
            <li>
              <a href="/data/places.csv" download className={`inline-flex items-center gap-2 ${linkClasses}`}>
                <Download aria-hidden="true" className="size-4" />
                {t('Places as CSV')}
              </a>
            </li>
            <li>
              <a href="/data/places.geojson" download className={`inline-flex items-center gap-2 ${linkClasses}`}>
                <Download aria-hidden="true" className="size-4" />
                {t('Places as GeoJSON')}
              </a>
            </li>
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('Licence')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm text-ink">
          <p>
            {t(
              'The data is licensed under {licence}: share and adapt it, commercially too, as long as you credit the Indiana Halal Directory and link to it.',
              { licence: 'CC BY 4.0' },
            )}{' '}
            <a href={LICENCE_URL} className={linkClasses} rel="license noreferrer" target="_blank">
              {t('Read the licence')}
            </a>
          </p>
          <p>
            {t(
              'Places that came from OpenStreetMap are its data: their rows name their map element and are under {licence}, {credit}.',
              { licence: OSM_DATA_LICENCE.name, credit: translate(OSM_DATA_LICENCE.credit) },
            )}{' '}
            <a href={OSM_DATA_LICENCE.url} className={linkClasses} rel="license noreferrer" target="_blank">
              {t('Read the Open Database License')}
            </a>
          </p>
          <p>
            {t(
              'Each halal fact comes with its source and its dates: a certificate the team checked, the team, diners or the owner. A fact is as good as its evidence.',
            )}
          </p>
          <p>{t('No personal data: no owners, no email addresses, no reviewers.')}</p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('API')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm text-ink">
          <p>{t('Read the places from your own code: open to any website, 120 requests a minute.')}</p>
          <dl className="grid gap-3">
            <div className="grid gap-1">
              <dt>
                <code dir="ltr" className="break-all rounded bg-stone-100 px-1.5 py-0.5">
                  GET /api/v1/places
                </code>
              </dt>
              <dd className="text-muted">
                {t(
                  'Places a page at a time, filtered as the listing filters them (search, category, city, halal facts, standard, cuisine).',
                )}
              </dd>
            </div>
            <div className="grid gap-1">
              <dt>
                <code dir="ltr" className="break-all rounded bg-stone-100 px-1.5 py-0.5">
                  GET /api/v1/places/{'{id}'}
                </code>
              </dt>
              <dd className="text-muted">{t('One place, with its locations and its halal facts.')}</dd>
            </div>
          </dl>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <Link to="/data/api" className={linkClasses}>
              {t('API documentation')}
            </Link>
            <a href="/api/v1/openapi.json" className={linkClasses}>
              {t('The OpenAPI document')}
            </a>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
