import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, isolateApiFakes, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { dateNight, favourites, givenSavedApi, saffron, wantToGo } from '../../testing/saved-fixture';
import { givenSessionUser } from '../../testing/session-fixture';
import { SaveHeart } from './save-heart';

// Issue 36: the heart on a card and a business page, and the list picker it opens.

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('../../lib/push/push-offer', () => ({ offerPush: vi.fn() }));

isolateApiFakes();
afterEach(() => localStorage.clear());

const place = { id: saffron.id, name: saffron.name };
const saves = (api: ReturnType<typeof givenSavedApi>, listId: string, method = 'PUT') =>
  requestsTo(api, method, new RegExp(`^/api/saved/lists/${listId}/places/${place.id}$`));

function renderHeart({ signedIn = true } = {}) {
  return renderWithProviders(<SaveHeart business={place} />, {
    user: signedIn ? givenSessionUser() : null,
    url: '/c/restaurants?sort=rating',
    path: '/c/restaurants',
    routes: [{ path: '/auth', element: <p>Sign in page</p> }],
  });
}

/** Presses the heart and answers the list picker it opens. */
async function openPicker() {
  await userEvent.click(await screen.findByRole('button', { name: 'Save Saffron Lantern Kitchen' }));
  return within(await screen.findByRole('dialog', { name: 'Save to a list' }));
}

describe('the heart', () => {
  it('sends a signed-out visitor to sign in, coming back to save the place', async () => {
    const api = givenSavedApi();
    const { router } = renderHeart({ signedIn: false });
    const heart = screen.getByRole('button', { name: 'Save Saffron Lantern Kitchen' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    const back = new URLSearchParams(router.state.location.search);
    expect(back.get('tab')).toBe('login');
    expect(back.get('redirect')).toBe(`/c/restaurants?sort=rating&save=${place.id}`);
    expect(api).not.toHaveBeenCalled();
  });

  it("signed in, saves the place to 'Want to go' once and opens the lists to choose from", async () => {
    const api = givenSavedApi();
    renderHeart();
    const picker = await openPicker();
    expect(picker.getByText('Saffron Lantern Kitchen')).toBeVisible();
    await waitFor(() => expect(picker.getByRole('checkbox', { name: 'Want to go' })).toBeChecked());
    expect(picker.getByRole('checkbox', { name: 'Favourites' })).not.toBeChecked();
    const heart = screen.getByRole('button', { name: 'Saved: Saffron Lantern Kitchen', hidden: true });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(saves(api, wantToGo.id)).toHaveLength(1));

    await userEvent.click(picker.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves(api, wantToGo.id)).toHaveLength(1);
  });

  it('shows a place saved in any list as saved, and opening its lists saves nothing more', async () => {
    const api = givenSavedApi({ places: { [favourites.id]: [saffron] } });
    renderHeart();
    const heart = await screen.findByRole('button', { name: 'Saved: Saffron Lantern Kitchen' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    const picker = within(await screen.findByRole('dialog', { name: 'Save to a list' }));
    expect(picker.getByRole('checkbox', { name: 'Favourites' })).toBeChecked();
    expect(picker.getByRole('checkbox', { name: 'Want to go' })).not.toBeChecked();
    expect(requestsTo(api, 'PUT', /\/places\//)).toHaveLength(0);
  });
});

describe('the list picker', () => {
  it('saves the place in another list when it is ticked, and takes it out when unticked', async () => {
    const api = givenSavedApi({ lists: [wantToGo, favourites, dateNight] });
    renderHeart();
    const picker = await openPicker();
    await waitFor(() => expect(saves(api, wantToGo.id)).toHaveLength(1));

    await userEvent.click(picker.getByRole('checkbox', { name: 'Date night' }));
    await waitFor(() => expect(saves(api, dateNight.id)).toHaveLength(1));
    expect(picker.getByRole('checkbox', { name: 'Date night' })).toBeChecked();

    await userEvent.click(picker.getByRole('checkbox', { name: 'Want to go' }));
    await waitFor(() => expect(saves(api, wantToGo.id, 'DELETE')).toHaveLength(1));
    expect(picker.getByRole('checkbox', { name: 'Want to go' })).not.toBeChecked();
    // Still in 'Date night': the heart stays pressed.
    expect(screen.getByRole('button', { name: 'Saved: Saffron Lantern Kitchen', hidden: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("makes a 'New list', there to tick", async () => {
    const api = givenSavedApi();
    renderHeart();
    const picker = await openPicker();
    await userEvent.type(picker.getByLabelText('New list'), '  Eid lunch ');
    await userEvent.click(picker.getByRole('button', { name: 'Add' }));
    const created = await picker.findByRole('checkbox', { name: 'Eid lunch' });
    expect(created).not.toBeChecked();
    expect(picker.getByLabelText('New list')).toHaveValue('');
    expect(bodyOf(requestsTo(api, 'POST', /^\/api\/saved\/lists$/)[0])).toEqual({ name: 'Eid lunch' });
  });
});
