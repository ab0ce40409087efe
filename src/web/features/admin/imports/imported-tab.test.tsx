import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { undoFakesAfterEachTest } from '../../../testing/fetch-fixture';
import { admin, givenAdminApi, renderAdminPage, sentBodies } from '../testing/admin-page-harness';
import type { ImportedPlace, ImportedQueue, OsmImportReport, PossibleDuplicate } from './imports-queries';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

undoFakesAfterEachTest();

// Issue 35: the admins' 'Imported' tab: an OpenStreetMap file in, the places it brought waiting to be
// published, and the elements that look like places already listed.

function importedPlace(overrides: Partial<ImportedPlace> = {}): ImportedPlace {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    slug: 'cedar-sumac-grill',
    name: 'Cedar & Sumac Grill',
    category: 'Restaurants',
    address: '120 Monument Circle',
    city: 'Indianapolis',
    zip: '46204',
    phone: '(317) 555-0301',
    email: 'hello@cedarsumac.example.org',
    websiteUrl: 'https://cedarsumac.example.org',
    cuisines: ['lebanese'],
    importedAt: '2026-11-28T12:00:00.000Z',
    weeklyHours: [
      [['12:00', '20:00']],
      [['11:00', '21:00']],
      [['11:00', '21:00']],
      [['11:00', '21:00']],
      [['11:00', '21:00']],
      [['11:00', '23:00']],
      [['11:00', '23:00']],
    ],
    osmType: 'node',
    osmId: '9100000003',
    dietHalal: 'only',
    hoursNote: null,
    ...overrides,
  };
}

const kebab = importedPlace({
  id: 'a0000000-0000-4000-8000-000000000002',
  slug: 'muncie-mandi',
  name: 'Muncie Mandi',
  address: null,
  zip: null,
  city: 'Muncie',
  phone: null,
  email: null,
  websiteUrl: null,
  cuisines: [],
  weeklyHours: null,
  hoursNote: 'these are not hours',
  dietHalal: 'yes',
});

const duplicate: PossibleDuplicate = {
  id: 'b0000000-0000-4000-8000-000000000001',
  osmType: 'node',
  osmId: '9100000001',
  reason: 'phone',
  createdAt: '2026-11-28T12:00:00.000Z',
  match: {
    id: 'c0000000-0000-4000-8000-000000000001',
    slug: 'saffron-lantern-kitchen',
    name: 'Saffron Lantern Kitchen',
    city: 'Indianapolis',
  },
  name: 'Saffron Lantern',
  city: null,
  phone: '(317) 555-0110',
  websiteUrl: null,
};

function givenImports(queue: Partial<ImportedQueue> = {}, report?: OsmImportReport) {
  return givenAdminApi(
    {},
    {
      'GET /api/admin/imports': () =>
        Response.json({
          items: [importedPlace(), kebab],
          total: 2,
          page: 1,
          hasMore: false,
          matches: [duplicate],
          ...queue,
        }),
      'POST /api/admin/imports/osm': () => Response.json(report),
      'POST /api/admin/imports/publish': () => Response.json({ published: [] }),
      'POST /api/admin/imports/matches/:id': () => Response.json({ decision: 'link', business: null }),
    },
  );
}

describe("'Imported' tab (issue 35)", () => {
  it('lists the imported places with what OpenStreetMap says, their hours or the hours as tagged', async () => {
    givenImports();
    renderAdminPage(admin(), '/admin?tab=imported');
    expect(screen.getByRole('tab', { name: 'Imported' })).toHaveAttribute('aria-selected', 'true');
    const list = within(await screen.findByRole('list', { name: 'Imported places' }));
    const cedar = within(list.getByRole('article', { name: 'Cedar & Sumac Grill' }));
    expect(cedar.getByText('Restaurants · 120 Monument Circle, Indianapolis, 46204')).toBeInTheDocument();
    expect(cedar.getByText('OpenStreetMap says: halal only')).toBeInTheDocument();
    // What a claimant's code would be mailed to is in sight before publishing.
    expect(cedar.getByText('hello@cedarsumac.example.org')).toBeInTheDocument();
    expect(cedar.getByText('Sunday: 12 PM – 8 PM')).toBeInTheDocument();
    expect(cedar.getByRole('link', { name: 'View on OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/node/9100000003',
    );
    const mandi = within(list.getByRole('article', { name: 'Muncie Mandi' }));
    expect(mandi.getByText('Not known')).toBeInTheDocument();
    expect(mandi.getByText('As tagged: these are not hours')).toBeInTheDocument();
    expect(screen.getByText('2 places are waiting to be published.')).toBeInTheDocument();
  });

  it('publishes one place, or the ones selected together', async () => {
    const api = givenImports();
    renderAdminPage(admin(), '/admin?tab=imported');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish Muncie Mandi' }));
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/admin/imports/publish')).toEqual([{ ids: [kebab.id] }]));
    expect(screen.getByRole('button', { name: 'Publish selected (0)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish selected (2)' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/admin/imports/publish')[1]).toEqual({ ids: [importedPlace().id, kebab.id] }),
    );
  });

  it('links a possible duplicate to the place already listed', async () => {
    const api = givenImports();
    renderAdminPage(admin(), '/admin?tab=imported');
    const card = within(await screen.findByRole('article', { name: 'Saffron Lantern' }));
    expect(card.getByText('Looks like Saffron Lantern Kitchen · Same phone')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Link Saffron Lantern to Saffron Lantern Kitchen' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', `/api/admin/imports/matches/${duplicate.id}`)).toEqual([{ decision: 'link' }]),
    );
  });

  it('uploads an OpenStreetMap file and says what the import did', async () => {
    const report: OsmImportReport = {
      created: [{ id: 'x', slug: 'x', name: 'X' }],
      updated: [{ id: 'y', slug: 'y', name: 'Cedar & Sumac Grill', changes: ['websiteUrl', 'phone'] }],
      unchanged: 4,
      duplicates: [],
      skipped: [{ osmType: 'node', osmId: '7', name: 'Chicago Halal Grill', reason: 'outside_indiana' }],
    };
    const api = givenImports({ items: [], total: 0, matches: [] }, report);
    renderAdminPage(admin(), '/admin?tab=imported');
    expect(await screen.findByText('No imported places are waiting.')).toBeInTheDocument();
    const file = new File(['{"elements": []}'], 'export.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('OpenStreetMap file (Overpass JSON)'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const summary = await screen.findByRole('status');
    expect(summary).toHaveTextContent('1 new, 1 updated, 4 unchanged, 0 possible duplicates, 1 left out.');
    expect(within(summary).getByText('Cedar & Sumac Grill: Website, Phone')).toBeInTheDocument();
    expect(within(summary).getByText('Chicago Halal Grill: outside Indiana')).toBeInTheDocument();
    const sent = api.mock.calls.find(([url]) => String(url).endsWith('/api/admin/imports/osm'));
    expect((sent?.[1]?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
  });

  it('checks a CSV line by line, then applies its good lines', async () => {
    const checked = {
      applied: false,
      counts: { new: 1, updated: 1, unchanged: 3, duplicate: 1, error: 1 },
      lines: [
        { line: 2, status: 'new', name: 'Olive Branch Cafe' },
        { line: 3, status: 'updated', name: 'Fig Tree Bakery', changes: ['name', 'hours'] },
        {
          line: 4,
          status: 'error',
          name: 'Bad Hours',
          errors: [
            { column: 'hours', message: 'Write the hours day by day, as the export does: Mo 11:00-21:00; Tu off' },
          ],
        },
        {
          line: 5,
          status: 'duplicate',
          name: 'Olive Branch',
          match: { id: 'x', slug: 'x', name: 'Olive Branch Cafe', reason: 'phone' },
        },
      ],
    };
    const api = givenImports({ items: [], total: 0, matches: [] });
    renderAdminPage(admin(), '/admin?tab=imported');
    expect(await screen.findByRole('link', { name: 'Download the CSV' })).toHaveAttribute(
      'href',
      '/api/admin/imports/places.csv',
    );
    const routes = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/admin/imports/csv')
        return Response.json({ ...checked, applied: url.searchParams.get('apply') === 'true' });
      return routes(input, init);
    });
    await userEvent.upload(
      screen.getByLabelText('CSV file'),
      new File(['external_id,name'], 'places.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const report = await screen.findByText(/Checked, nothing written yet:/);
    expect(report).toHaveTextContent('1 new, 1 updated, 3 unchanged, 1 possible duplicates, 1 with errors.');
    const table = within(screen.getByRole('table', { name: 'Lines to look at' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'LinePlaceWhat',
      '3Fig Tree BakeryUpdatedname, hours',
      '4Bad HoursErrorhours: Write the hours day by day, as the export does: Mo 11:00-21:00; Tu off',
      '5Olive BranchPossible duplicateLooks like Olive Branch Cafe',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Apply 2 good lines' }));
    expect(await screen.findByText(/Applied:/)).toBeInTheDocument();
    const posts = api.mock.calls.filter(([url]) => String(url).includes('/api/admin/imports/csv'));
    expect(posts.map(([url]) => new URL(String(url), 'http://localhost').search)).toEqual([
      '?apply=false',
      '?apply=true',
    ]);
  });
});
