import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PassportPage } from '../../app/routes/passport-page';
import { requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenPassportApi, givenScreen, refused } from './testing/passport-api';
import { givenPassport, givenPassportBusiness, givenVisit, holder, manyPlaces } from './testing/passport-fixtures';
import { readOnAWideScreen } from './testing/passport-screen';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

function renderPassport() {
  return renderWithProviders([{ path: '/passport', element: <PassportPage /> }], { user: holder, url: '/passport' });
}

const counter = () => screen.getByText(/^Page \d+ of \d+$/);

/** Opens 'My stamps' from the passport and answers its list. */
async function openMyStamps() {
  await userEvent.click(await screen.findByRole('button', { name: 'My stamps' }));
  const dialog = await screen.findByRole('dialog', { name: 'My stamps' });
  return within(dialog);
}

/** A book of four places: Kabob Korner stamped in June with a long note, Chai Teahouse in July without one. */
function givenTwoStamps() {
  const longNote =
    'Chicken tikka was great, and the mango lassi. We sat by the window and the owner brought extra naan for the kids.';
  return givenPassport([
    givenPassportBusiness({ id: 'a1111111-1111-4111-8111-111111111111', slug: 'bosphorus', name: 'Bosphorus' }),
    givenPassportBusiness({
      id: 'b2222222-2222-4222-8222-222222222222',
      slug: 'chai-teahouse',
      name: 'Chai Teahouse',
      visit: givenVisit({ id: 'b2222222-0000-4000-8000-000000000002', visitedAt: '2025-07-15T18:00:00.000Z' }),
    }),
    givenPassportBusiness({
      id: 'c3333333-3333-4333-8333-333333333333',
      slug: 'kabob-korner',
      name: 'Kabob Korner',
      visit: givenVisit({
        id: 'c3333333-0000-4000-8000-000000000003',
        visitedAt: '2025-06-01T18:00:00.000Z',
        note: longNote,
      }),
    }),
    givenPassportBusiness({ id: 'd4444444-4444-4444-8444-444444444444', slug: 'zaytoon', name: 'Zaytoon' }),
  ]);
}

readOnAWideScreen();

describe("'My stamps'", () => {
  it('lists every stamp newest first: its place, the date stamped and the start of its note', async () => {
    givenPassportApi(givenTwoStamps());
    renderPassport();
    const dialog = await openMyStamps();
    const stamps = within(dialog.getByRole('list', { name: 'My stamps' })).getAllByRole('button');

    expect(stamps).toHaveLength(2);
    expect(stamps[0]).toHaveAccessibleName('Chai Teahouse');
    expect(stamps[0]).toHaveAccessibleDescription('Stamped on Jul 15, 2025');
    expect(stamps[1]).toHaveAccessibleName('Kabob Korner');
    expect(stamps[1]).toHaveAccessibleDescription(
      'Stamped on Jun 1, 2025 Chicken tikka was great, and the mango lassi. We sat by the window and the owner brought extra naan…',
    );
    expect(dialog.queryByText(/naan for the kids/)).not.toBeInTheDocument();
    expect(dialog.queryByText('Bosphorus')).not.toBeInTheDocument();
  });

  it("opens the stamp's page in the passport, by keyboard, and closes the list", async () => {
    givenPassportApi(givenTwoStamps());
    renderPassport();
    const dialog = await openMyStamps();
    await dialog.findByRole('button', { name: 'Kabob Korner' });
    // The first stamp takes the keyboard after the dialog's own controls; Tab walks on to the next.
    screen.getByRole('button', { name: 'Chai Teahouse' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Kabob Korner' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The cover, info beside stats, then Bosphorus, Chai Teahouse, Kabob Korner: the fifth spread.
    expect(counter()).toHaveTextContent('Page 5 of 6');
    expect(screen.getByRole('heading', { name: 'Kabob Korner' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue(givenTwoStamps().businesses[2]!.visit!.note);
  });

  it('opens the place on a phone too, at its profile page where the stamp is', async () => {
    givenScreen({ phone: true });
    givenPassportApi(givenTwoStamps());
    renderPassport();
    const dialog = await openMyStamps();
    await userEvent.click(await dialog.findByRole('button', { name: 'Chai Teahouse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(counter()).toHaveTextContent('Page 6 of 11');
    expect(screen.getByRole('heading', { name: 'Chai Teahouse' })).toBeVisible();
  });

  it("comes 20 at a time: 'Show more stamps' adds the next ones until every stamp is listed", async () => {
    const places = manyPlaces(25).map((place, i) => ({
      ...place,
      visit: givenVisit({
        id: `00000000-0000-4000-9000-000000000${String(i + 1).padStart(3, '0')}`,
        visitedAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
      }),
    }));
    const fetchMock = givenPassportApi(givenPassport(places));
    renderPassport();
    const dialog = await openMyStamps();
    const listed = () => within(dialog.getByRole('list', { name: 'My stamps' })).getAllByRole('button');

    await waitFor(() => expect(listed()).toHaveLength(20));
    expect(listed()[0]).toHaveAccessibleName('Place 025');
    await userEvent.click(dialog.getByRole('button', { name: 'Show more stamps' }));
    await waitFor(() => expect(listed()).toHaveLength(25));
    expect(listed().at(-1)).toHaveAccessibleName('Place 001');
    expect(dialog.queryByRole('button', { name: 'Show more stamps' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', /\/api\/passport\/stamps/)).toHaveLength(2);
  });

  it('says so when nothing is stamped yet', async () => {
    givenPassportApi(givenPassport());
    renderPassport();
    const dialog = await openMyStamps();
    expect(await dialog.findByRole('heading', { name: 'No stamps yet' })).toBeInTheDocument();
    expect(dialog.getByText('Stamp the halal places you visit and they are listed here.')).toBeInTheDocument();
  });

  it('lists a stamp made a moment ago in the book', async () => {
    givenPassportApi(givenPassport());
    renderPassport();
    expect(await (await openMyStamps()).findByText('No stamps yet')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByRole('combobox', { name: 'Find a place' }), 'Zaytoon');
    await userEvent.click(screen.getByRole('option', { name: /^Zaytoon Grill House/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Stamp Zaytoon Grill House' }));
    await screen.findByRole('button', { name: 'Remove stamp from Zaytoon Grill House' });

    const dialog = await openMyStamps();
    expect(await dialog.findByRole('button', { name: 'Zaytoon Grill House' })).toBeInTheDocument();
  });

  it('says when the stamps cannot be read, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answers = 0;
    givenPassportApi(givenTwoStamps(), {
      'GET /api/passport/stamps': () => (++answers === 1 ? refused() : Response.json({ items: [], nextCursor: null })),
    });
    renderPassport();
    const dialog = await openMyStamps();
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to load your stamps.');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByText('No stamps yet')).toBeInTheDocument();
  });
});
