import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PassportData } from '../../features/passport/passport-queries';
import { givenPassportApi, givenScreen, refused } from '../../features/passport/testing/passport-api';
import {
  givenPassport,
  givenPassportBusiness,
  givenVisit,
  holder,
  manyPlaces,
  threePlaces,
} from '../../features/passport/testing/passport-fixtures';
import { expectRemovalAskedThenCancel, readOnAWideScreen } from '../../features/passport/testing/passport-screen';
import { notifyError } from '../../lib/notify';
import { bodyOf, deferredReply, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PassportPage } from './passport-page';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

function renderPassport({ signedIn = true } = {}) {
  return renderWithProviders([{ path: '/passport', element: <PassportPage /> }], {
    user: signedIn ? holder : null,
    url: '/passport',
    routes: [{ path: '/auth', element: <p>Sign in page</p> }],
  });
}

const counter = () => screen.getByText(/^Page \d+ of \d+$/);
const next = () => screen.getByRole('button', { name: 'Next page' });
const previous = () => screen.getByRole('button', { name: 'Previous page' });

/** Opens the book at a business's page through 'Find a place'. */
async function findPlace(name: string) {
  await userEvent.type(await screen.findByRole('combobox', { name: 'Find a place' }), name);
  await userEvent.click(screen.getByRole('option', { name: new RegExp(`^${name}`) }));
}

/** The holder's book with one stamped place: Saffron Lantern Kitchen, with `note`. */
function stampedSaffron(note = ''): PassportData {
  return givenPassport([threePlaces[0]!, givenPassportBusiness({ visit: givenVisit({ note }) }), threePlaces[2]!]);
}

readOnAWideScreen();

describe('Digital Halal Passport (/passport)', () => {
  it('sends a signed-out visitor to sign in first, coming back here', async () => {
    givenPassportApi();
    const { router } = renderPassport({ signedIn: false });
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=/passport');
  });

  it("opens on the cover: the title, the holder's name, the DHP number and 'Expires NEVER'", async () => {
    givenPassportApi();
    renderPassport();
    expect(await screen.findByRole('heading', { name: 'Digital Halal Passport' })).toBeInTheDocument();
    expect(screen.getAllByText('Amina Yusuf')[0]).toBeVisible();
    expect(screen.getAllByText('DHP-0B7F3C1E')[0]).toBeVisible();
    expect(screen.getByText('Expires NEVER')).toBeVisible();
  });

  it("says 'Failed to load passport data.' when the passport cannot be read", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenPassportApi(givenPassport(), { 'GET /api/passport': refused });
    renderPassport();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load passport data.');
  });
});

describe('turning the pages', () => {
  it('disables Previous on the cover and Next on the last page', async () => {
    givenPassportApi();
    renderPassport();
    await screen.findByText('Page 1 of 5');
    expect(previous()).toBeDisabled();
    for (let page = 2; page <= 5; page++) await userEvent.click(next());
    expect(counter()).toHaveTextContent('Page 5 of 5');
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
    // The keyboard stays on the controls: the other button takes the focus.
    expect(previous()).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Zaytoon Grill House' })).toBeVisible();
  });

  it('turns with ArrowRight and ArrowLeft, but not while typing in a field', async () => {
    givenPassportApi();
    renderPassport();
    await screen.findByText('Page 1 of 5');
    await userEvent.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('Page 2 of 5');
    expect(screen.getByText('Taste Discoverer')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(counter()).toHaveTextContent('Page 3 of 5');
    await userEvent.type(screen.getByRole('combobox', { name: 'Find a place' }), 'x{ArrowLeft}');
    expect(counter()).toHaveTextContent('Page 3 of 5');
  });

  it('counts 2 + n pages on a wide screen: the cover, info beside stats, a spread per business', async () => {
    givenPassportApi(givenPassport(manyPlaces(10)));
    renderPassport();
    expect(await screen.findByText('Page 1 of 12')).toBeInTheDocument();
    await userEvent.click(next());
    expect(screen.getByRole('heading', { name: 'Passport holder' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Explorer rank' })).toBeVisible();
    await userEvent.click(next());
    expect(screen.getByRole('heading', { name: 'Place 001' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeVisible();
  });

  it('counts 3 + 2n pages on a phone: info, stats, then a profile and a notes page per business', async () => {
    givenScreen({ phone: true });
    givenPassportApi(givenPassport(manyPlaces(10)));
    renderPassport();
    expect(await screen.findByText('Page 1 of 23')).toBeInTheDocument();
    await userEvent.click(next());
    expect(screen.getByRole('heading', { name: 'Passport holder' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Explorer rank' })).not.toBeInTheDocument();
    await userEvent.click(next());
    expect(screen.getByRole('heading', { name: 'Explorer rank' })).toBeVisible();
    await userEvent.click(next());
    expect(screen.getByRole('heading', { name: 'Place 001' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument();
    await userEvent.click(next());
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeVisible();
    expect(counter()).toHaveTextContent('Page 5 of 23');
  });

  it('draws only the open spread and its neighbours, however many places the book holds', async () => {
    givenPassportApi(givenPassport(manyPlaces(300)));
    const { container } = renderPassport();
    expect(await screen.findByText('Page 1 of 302')).toBeInTheDocument();
    await findPlace('Place 150');
    expect(counter()).toHaveTextContent('Page 152 of 302');
    expect(screen.getByRole('heading', { name: 'Place 150' })).toBeVisible();
    const drawn = [...container.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(drawn.sort()).toEqual(['Place 149', 'Place 150', 'Place 151']);
    expect(container.querySelectorAll('textarea')).toHaveLength(3);
  });

  it("jumps to a business with 'Find a place', by mouse or by keyboard", async () => {
    givenPassportApi();
    renderPassport();
    const search = await screen.findByRole('combobox', { name: 'Find a place' });
    await userEvent.type(search, 'gril');
    const options = within(screen.getByRole('listbox', { name: 'Places' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Zaytoon Grill HouseIndianapolis, IN']);
    await userEvent.click(options[0]!);
    expect(counter()).toHaveTextContent('Page 5 of 5');
    expect(screen.getByRole('heading', { name: 'Zaytoon Grill House' })).toBeVisible();
    expect(search).toHaveValue('');

    await userEvent.type(search, 'a');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('heading', { name: 'Saffron Lantern Kitchen' })).toBeVisible();
    expect(counter()).toHaveTextContent('Page 4 of 5');

    await userEvent.type(search, 'Shawarma');
    expect(screen.getByText('No place in your passport matches “Shawarma”.')).toHaveAttribute('role', 'status');
  });
});

describe('rank and progress (SPEC §4 Passport rank)', () => {
  it('shows the rank, the bar towards the next one and the places visited', async () => {
    const places = manyPlaces(12).map((place, i) => (i < 7 ? { ...place, visit: givenVisit({ id: `v${i}` }) } : place));
    givenPassportApi(givenPassport(places));
    renderPassport();
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(screen.getAllByText('Taste Discoverer')[0]).toBeVisible();
    const progress = screen.getByRole('progressbar', { name: 'Progress to next rank' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText(/Places visited:/)).toHaveTextContent('Places visited: 7 of 12');
    expect(screen.getByText('3 more stamps to Foodie Adventurer')).toBeInTheDocument();
  });
});

describe('stamping (optimistic)', () => {
  it('stamps at once and sends PUT; the control waits for the answer', async () => {
    const reply = deferredReply();
    const fetchMock = givenPassportApi(givenPassport(), {
      'PUT /api/passport/visits/:businessId': () => reply.promise,
    });
    renderPassport();
    await findPlace('Saffron Lantern Kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Stamp Saffron Lantern Kitchen' }));
    expect(await screen.findByRole('img', { name: /^Stamp of Saffron Lantern Kitchen, / })).toBeVisible();
    const remove = screen.getByRole('button', { name: 'Remove stamp from Saffron Lantern Kitchen' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(requestsTo(fetchMock, 'PUT', /\/api\/passport\/visits\/7d0c7a52-3f0e-4a8e-9d1b-2b0c1e6f5a01$/)).toHaveLength(
      1,
    );
    reply.resolve(Response.json(givenVisit(), { status: 201 }));
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('img', { name: 'Stamp of Saffron Lantern Kitchen, Mar 2, 2025' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeEnabled();
  });

  it("takes the stamp back and says 'Could not update passport.' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenPassportApi(givenPassport(), { 'PUT /api/passport/visits/:businessId': refused });
    renderPassport();
    await findPlace('Saffron Lantern Kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Stamp Saffron Lantern Kitchen' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Could not update passport.'));
    expect(screen.queryByRole('img', { name: /^Stamp of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stamp Saffron Lantern Kitchen' })).toBeEnabled();
  });

  it('removes a stamp without a note at once', async () => {
    const fetchMock = givenPassportApi(stampedSaffron());
    renderPassport();
    await findPlace('Saffron Lantern Kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Remove stamp from Saffron Lantern Kitchen' }));
    expect(await screen.findByRole('button', { name: 'Stamp Saffron Lantern Kitchen' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Stamp of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, 'DELETE', /\/visits\/[^/]+$/)).toHaveLength(1));
  });

  it('asks before removing a stamp that has a note, and keeps it when the holder says no', async () => {
    const fetchMock = givenPassportApi(stampedSaffron('Try the haleem.'));
    renderPassport();
    await findPlace('Saffron Lantern Kitchen');
    const remove = screen.getByRole('button', { name: 'Remove stamp from Saffron Lantern Kitchen' });
    await userEvent.click(remove);
    await expectRemovalAskedThenCancel(
      fetchMock,
      'Saffron Lantern Kitchen',
      'Remove this stamp? Your note for Saffron Lantern Kitchen will be deleted too.',
    );
    expect(screen.getByRole('img', { name: /^Stamp of Saffron/ })).toBeVisible();

    await userEvent.click(remove);
    await userEvent.click(screen.getByRole('button', { name: 'Remove stamp' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'DELETE', /\/visits\//)).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  });

  it('puts the stamp and its note back when the server refuses the removal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenPassportApi(stampedSaffron('Try the haleem.'), { 'DELETE /api/passport/visits/:businessId': refused });
    renderPassport();
    await findPlace('Saffron Lantern Kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Remove stamp from Saffron Lantern Kitchen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove stamp' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Could not update passport.'));
    expect(await screen.findByRole('img', { name: /^Stamp of Saffron/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Try the haleem.');
  });
});

describe('a permanently closed place (issue 16)', () => {
  const closedAnswer = () =>
    Response.json(
      {
        error: {
          code: 'PLACE_CLOSED',
          message: 'This place is permanently closed, so it can no longer be stamped.',
        },
      },
      { status: 409 },
    );

  it('keeps its stamp and note in the book, says it closed, and asks before the stamp goes for good', async () => {
    const closed = givenPassportBusiness({ closed: true, visit: givenVisit() });
    const fetchMock = givenPassportApi(givenPassport([threePlaces[0]!, closed, threePlaces[2]!]));
    renderPassport();
    await findPlace('Saffron Lantern Kitchen');
    expect(screen.getByText('Permanently closed')).toBeVisible();
    expect(screen.getByRole('img', { name: /^Stamp of Saffron Lantern Kitchen/ })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove stamp from Saffron Lantern Kitchen' }));
    await expectRemovalAskedThenCancel(
      fetchMock,
      'Saffron Lantern Kitchen',
      'Saffron Lantern Kitchen has closed for good, so a removed stamp cannot be made again.',
    );
  });

  it('stops offering the stamp when the server says the place has closed since the book was opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenPassportApi(givenPassport(), { 'PUT /api/passport/visits/:businessId': closedAnswer });
    renderPassport();
    await findPlace('Saffron Lantern Kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Stamp Saffron Lantern Kitchen' }));

    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Could not update passport.',
        'This place is permanently closed, so it can no longer be stamped.',
      ),
    );
    expect(await screen.findByText('This place is permanently closed, so it can no longer be stamped.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stamp Saffron Lantern Kitchen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Stamp of/ })).not.toBeInTheDocument();
  });
});

describe('notes', () => {
  it("saves the note once typing stops and says 'Saved'", async () => {
    const fetchMock = givenPassportApi(stampedSaffron());
    renderPassport();
    await findPlace('Saffron Lantern Kitchen');
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, 'Try the suqaar on Fridays.');
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    expect(screen.getByText('26/2000')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', /\/note$/)).toHaveLength(0);
    expect(await screen.findByText('Saved', {}, { timeout: 2000 })).toBeInTheDocument();
    const saves = requestsTo(fetchMock, 'PUT', /\/note$/);
    expect(saves).toHaveLength(1);
    expect(bodyOf(saves[0])).toEqual({ note: 'Try the suqaar on Fridays.' });
  });

  it('saves at once when the holder leaves before typing stops', async () => {
    const fetchMock = givenPassportApi(stampedSaffron());
    const { router } = renderPassport();
    await findPlace('Saffron Lantern Kitchen');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Ask for extra chutney.');
    await router.navigate('/auth');
    // Well within the 600 ms the typing pause would take.
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', /\/note$/)).toHaveLength(1), { timeout: 200 });
    expect(bodyOf(requestsTo(fetchMock, 'PUT', /\/note$/)[0])).toEqual({ note: 'Ask for extra chutney.' });
  });

  it('keeps a note only for a stamped place', async () => {
    givenPassportApi();
    renderPassport();
    await findPlace('Saffron Lantern Kitchen');
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes).toBeDisabled();
    expect(notes).toHaveAccessibleDescription(/Stamp Saffron Lantern Kitchen to keep a note here\./);
    await userEvent.click(screen.getByRole('button', { name: 'Stamp Saffron Lantern Kitchen' }));
    await waitFor(() => expect(notes).toBeEnabled());
  });
});
