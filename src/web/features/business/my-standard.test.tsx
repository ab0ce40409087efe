import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactProjection } from '../../../domain/halal-evidence';
import { HalalStandardSync } from '../../app/halal-standard-sync';
import type { BusinessPageData } from '../../lib/business-queries';
import { givenBusinessPage } from '../../testing/catalog-fixtures';
import { bodyOf, givenApi, isolateApiFakes, requestsTo } from '../../testing/fetch-fixture';
import { certifiers } from '../../testing/halal-certifiers-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { HalalDetails } from './halal-details';

// Issue 34: 'My halal standard' on the business page: set once (in the browser signed out, with the
// account signed in), and the place then says whether it matches, from what is known of it.

isolateApiFakes();

type Profile = BusinessPageData['halal']['profiles'][number];
const page = givenBusinessPage();
const known = (value: string, source: FactProjection['source'] = 'owner'): FactProjection => ({
  status: 'known',
  value,
  source,
  asOf: new Date().toISOString(),
  validUntil: null,
  confirmations: 0,
  nextChange: null,
});

/** Fully halal, chicken not stated, a bar: what the page knows of the place. */
const profile: Profile = {
  locationId: null,
  level: 'fully',
  chicken: 'not_stated',
  beef: 'zabiha',
  lambGoat: 'not_stated',
  otherMeat: 'not_stated',
  alcohol: 'full_bar',
  pork: 'no',
  prayerSpace: false,
  muslimOwned: 'not_stated',
  certifier: null,
  certifierId: null,
  certifierOther: null,
  certificateExpiresOn: null,
  certificateCurrent: false,
  tier: 'owner_declared',
  lastVerified: null,
  facts: { level: known('fully'), beef: known('zabiha'), alcohol: known('full_bar'), pork: known('no') },
};

function renderPage({ signedIn = false } = {}) {
  return renderWithProviders(
    <>
      {/* The app shell's: the account's standard comes to the browser at sign-in. */}
      <HalalStandardSync />
      <HalalDetails
        halal={{ tier: 'owner_declared', lastVerified: null, overdue: true, confirmations: 0, profiles: [profile] }}
        locations={page.locations}
        business={{ id: page.id, slug: page.slug }}
      />
    </>,
    { user: signedIn ? givenSessionUser() : null },
  );
}

async function setStandard(choices: string[]) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Set my halal standard' }));
  const dialog = await screen.findByRole('dialog', { name: 'My halal standard' });
  for (const choice of choices) await user.click(within(dialog).getByLabelText(choice));
  await user.click(within(dialog).getByRole('button', { name: 'Save my standard' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => localStorage.clear());

describe("'My halal standard' on the business page", () => {
  it("says why a place doesn't match, once a visitor sets a standard, and keeps it in the browser", async () => {
    givenApi({ 'GET /api/halal-certifiers': () => Response.json(certifiers) });
    renderPage();
    await setStandard(['Fully halal places only', 'No alcohol on the premises']);
    expect(await screen.findByText("Doesn't match: serves alcohol")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('halal-standard') ?? 'null')).toMatchObject({
      level: 'fully',
      alcohol: 'premises',
    });
  });

  it('says what is not known yet, and never calls an unchecked fact a match', async () => {
    givenApi({ 'GET /api/halal-certifiers': () => Response.json(certifiers) });
    renderPage();
    await setStandard(['Chicken']);
    expect(await screen.findByText('Not known yet: chicken slaughter not checked')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit my standard' }));
    const dialog = await screen.findByRole('dialog', { name: 'My halal standard' });
    // The form starts from the saved standard.
    expect(within(dialog).getByLabelText('Chicken')).toBeChecked();
    await user.click(within(dialog).getByLabelText('Chicken'));
    await user.click(within(dialog).getByLabelText('Beef'));
    await user.click(within(dialog).getByRole('button', { name: 'Save my standard' }));
    expect(await screen.findByText('Matches your standard')).toBeInTheDocument();
  });

  it('takes a standard kept in the browser along to an account that has none, and saves changes with the account', async () => {
    localStorage.setItem('halal-standard', JSON.stringify({ level: 'fully', noPork: true }));
    const fetchMock = givenApi({
      'GET /api/halal-certifiers': () => Response.json(certifiers),
      'GET /api/profile/halal-standard': () => Response.json({ standard: null }),
      'PUT /api/profile/halal-standard': (_url, init) => Response.json(JSON.parse(String(init?.body))),
    });
    renderPage({ signedIn: true });
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', /\/api\/profile\/halal-standard$/)).toHaveLength(1));
    expect(bodyOf(requestsTo(fetchMock, 'PUT', /\/api\/profile\/halal-standard$/)[0])).toMatchObject({
      standard: { level: 'fully', noPork: true },
    });
    expect(await screen.findByText('Matches your standard')).toBeInTheDocument();
  });

  it("uses the account's standard when it has one, over the browser's", async () => {
    localStorage.setItem('halal-standard', JSON.stringify({ level: 'options' }));
    givenApi({
      'GET /api/halal-certifiers': () => Response.json(certifiers),
      'GET /api/profile/halal-standard': () =>
        Response.json({
          standard: {
            level: 'fully',
            zabiha: [],
            alcohol: 'premises',
            noPork: false,
            certified: false,
            certifiers: [],
            muslimOwnedPreferred: false,
          },
        }),
    });
    renderPage({ signedIn: true });
    expect(await screen.findByText("Doesn't match: serves alcohol")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('halal-standard') ?? 'null')).toMatchObject({ alcohol: 'premises' });
  });
});
