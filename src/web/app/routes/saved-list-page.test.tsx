import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { bodyOf, deferredReply, isolateApiFakes, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { dateNight, favourites, givenSavedApi, saffron, wantToGo, zaytoon } from '../../testing/saved-fixture';
import { givenSessionUser } from '../../testing/session-fixture';
import { SavedListPage } from './saved-list-page';

// Issue 36, /saved/:listId: one of the person's lists: its places with their notes, its order, its settings
// and its sharing.

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

isolateApiFakes();

const user = givenSessionUser();

function renderList(listId: string) {
  return renderWithProviders([{ path: '/saved/:listId', element: <SavedListPage /> }], {
    user,
    url: `/saved/${listId}`,
    routes: [{ path: '/saved', element: <h1>Saved places page</h1> }],
  });
}

const noteOn = (name: string) => screen.findByLabelText(`Your note on ${name}`);

describe('a saved list (/saved/:listId)', () => {
  it('keeps the note as saved: the list opened again shows it, not the note it had before', async () => {
    const api = givenSavedApi({ places: { [wantToGo.id]: [{ ...saffron, note: 'Biryani on Fridays' }] } });
    const { router } = renderList(wantToGo.id);
    const note = await noteOn('Saffron Lantern Kitchen');
    expect(note).toHaveValue('Biryani on Fridays');

    await userEvent.clear(note);
    await userEvent.type(note, 'Try the haleem');
    await waitFor(() => expect(requestsTo(api, 'PATCH', /\/places\//)).toHaveLength(1), { timeout: 3000 });
    expect(bodyOf(requestsTo(api, 'PATCH', /\/places\//)[0])).toEqual({ note: 'Try the haleem' });

    await router.navigate('/saved');
    await screen.findByText('Saved places page');
    await router.navigate(`/saved/${wantToGo.id}`);
    expect(await noteOn('Saffron Lantern Kitchen')).toHaveValue('Try the haleem');
  });

  it('leaves the text being typed alone when an earlier part of it is saved', async () => {
    const answer = deferredReply();
    const api = givenSavedApi({
      places: { [wantToGo.id]: [saffron] },
      routes: { 'PATCH /api/saved/lists/:listId/places/:businessId': () => answer.promise },
    });
    renderList(wantToGo.id);
    const note = await noteOn('Saffron Lantern Kitchen');
    await userEvent.type(note, 'Try');
    await waitFor(() => expect(requestsTo(api, 'PATCH', /\/places\//)).toHaveLength(1), { timeout: 3000 });
    await userEvent.type(note, ' the haleem');
    answer.resolve(Response.json({ businessId: saffron.id, note: 'Try' }));
    await waitFor(() => expect(requestsTo(api, 'PATCH', /\/places\//)).toHaveLength(2), { timeout: 3000 });
    expect(note).toHaveValue('Try the haleem');
    expect(bodyOf(requestsTo(api, 'PATCH', /\/places\//)[1])).toEqual({ note: 'Try the haleem' });
  });

  it('renames a list of their own', async () => {
    const api = givenSavedApi({ lists: [wantToGo, favourites, dateNight] });
    renderList(dateNight.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Date night' })).toBeInTheDocument();
    const name = screen.getByLabelText('List name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Eid lunch');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Eid lunch' })).toBeInTheDocument();
    expect(bodyOf(requestsTo(api, 'PATCH', /^\/api\/saved\/lists\/[^/]+$/)[0])).toEqual({ name: 'Eid lunch' });
  });

  it("offers no renaming nor deleting of 'Want to go', whose name is the site's", async () => {
    givenSavedApi();
    renderList(wantToGo.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Want to go' })).toBeInTheDocument();
    expect(screen.queryByLabelText('List name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete list' })).not.toBeInTheDocument();
  });

  it('stops watching the places of the list', async () => {
    const api = givenSavedApi();
    renderList(wantToGo.id);
    const watch = await screen.findByRole('checkbox', { name: 'Notify me about changes to these places' });
    expect(watch).toBeChecked();
    await userEvent.click(watch);
    await waitFor(() => expect(watch).not.toBeChecked());
    expect(bodyOf(requestsTo(api, 'PATCH', /^\/api\/saved\/lists\/[^/]+$/)[0])).toEqual({ watch: false });
  });

  it("moves a place up and down the list's own order, sending the whole new order", async () => {
    const api = givenSavedApi({ places: { [wantToGo.id]: [saffron, zaytoon] } });
    renderList(wantToGo.id);
    await noteOn('Zaytoon Grill House');
    expect(screen.queryByRole('button', { name: 'Move Saffron Lantern Kitchen up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move Zaytoon Grill House down' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move Zaytoon Grill House up' }));
    await waitFor(() => expect(requestsTo(api, 'PUT', /\/order$/)).toHaveLength(1));
    expect(bodyOf(requestsTo(api, 'PUT', /\/order$/)[0])).toEqual({ businessIds: [zaytoon.id, saffron.id] });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Zaytoon'));

    await userEvent.click(await screen.findByRole('button', { name: 'Move Zaytoon Grill House down' }));
    await waitFor(() => expect(requestsTo(api, 'PUT', /\/order$/)).toHaveLength(2));
    expect(bodyOf(requestsTo(api, 'PUT', /\/order$/)[1])).toEqual({ businessIds: [saffron.id, zaytoon.id] });
  });

  it('shares the list by a link and stops sharing it', async () => {
    const api = givenSavedApi();
    renderList(wantToGo.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Share by link' }));
    const link = await screen.findByRole('link', { name: /\/l\/k3Jq9vXw2LmN8pR4tY6uZa$/ });
    expect(link).toHaveAttribute('href', `${window.location.origin}/l/k3Jq9vXw2LmN8pR4tY6uZa`);
    expect(screen.getByText('Anyone with this link can see the places in this list, not your notes.')).toBeVisible();
    expect(requestsTo(api, 'POST', /\/share$/)).toHaveLength(1);
    expect(notifySuccess).toHaveBeenCalledWith('Your list can be shared by its link');

    await userEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('button', { name: 'Share by link' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /\/l\// })).not.toBeInTheDocument();
    expect(requestsTo(api, 'DELETE', /\/share$/)).toHaveLength(1);
  });

  it('deletes a list of their own once confirmed, and goes back to the saved places', async () => {
    const api = givenSavedApi({ lists: [wantToGo, favourites, dateNight] });
    const { router } = renderList(dateNight.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete list' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Date night?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(api, 'DELETE', /^\/api\/saved\/lists\/[^/]+$/)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete list' }));
    dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Date night?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved'));
    const [call] = requestsTo(api, 'DELETE', /^\/api\/saved\/lists\/[^/]+$/);
    expect(new URL(String(call?.[0]), 'http://localhost').pathname).toBe(`/api/saved/lists/${dateNight.id}`);
    expect(notifySuccess).toHaveBeenCalledWith('List deleted');
  });

  it('says a list that is not theirs is not found', async () => {
    givenSavedApi();
    renderList('5a1d0c3e-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { level: 1, name: 'List not found' })).toBeInTheDocument();
  });
});
