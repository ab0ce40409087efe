import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiRoutes, undoFakesAfterEachTest } from '../../../testing/fetch-fixture';
import type { AdminUser } from '../admin-queries';
import { givenAdminBusiness, givenAdminUser, usersPage } from '../testing/admin-fixtures';
import { admin, givenAdminApi, renderAdminPage, sentBodies } from '../testing/admin-page-harness';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

undoFakesAfterEachTest();

const me = admin();
const myRow = givenAdminUser({ id: me.id, email: me.email, displayName: me.displayName, role: 'admin' });
const omar = givenAdminUser();

function givenUsers(users: AdminUser[], routes: ApiRoutes = {}) {
  return givenAdminApi({}, { 'GET /api/admin/users': () => Response.json(usersPage(users)), ...routes });
}

const row = async (name: string) => within(await screen.findByRole('article', { name }));

/** The product's confirmation dialog, open now, by its title. */
const asked = async (title: string) => within(await screen.findByRole('alertdialog', { name: title }));

/** Answers the open confirmation: types the reason or the word it asks for, then confirms. */
async function answer(title: string, confirmLabel: string, typed: { reason?: string; word?: string } = {}) {
  const dialog = await asked(title);
  if (typed.reason) await userEvent.type(dialog.getByRole('textbox', { name: /banned\?$/ }), typed.reason);
  if (typed.word) await userEvent.type(dialog.getByLabelText(/^Type DELETE USER/), typed.word);
  await userEvent.click(dialog.getByRole('button', { name: confirmLabel }));
}

async function cancel(title: string) {
  await userEvent.click((await asked(title)).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

describe('Users tab (SPEC §2 /admin Users, §5 Destructive confirmations)', () => {
  it("lists every profile with its role, and gives the admin's own row no actions", async () => {
    givenUsers([
      myRow,
      omar,
      givenAdminUser({
        id: 'u3',
        displayName: 'Yusuf Rahman',
        role: 'business_owner',
        businesses: [{ id: 'b1', name: 'Saffron Lantern Kitchen', slug: 'saffron-lantern-kitchen' }],
      }),
    ]);
    renderAdminPage(me, '/admin?tab=users');
    const mine = await row('Amina Yusuf');
    expect(mine.getByText('You')).toBeInTheDocument();
    expect(mine.queryByRole('button')).not.toBeInTheDocument();

    const owner = await row('Yusuf Rahman');
    expect(owner.getByText('business owner')).toBeInTheDocument();
    expect(owner.getByRole('link', { name: 'Saffron Lantern Kitchen' })).toHaveAttribute(
      'href',
      '/r/saffron-lantern-kitchen',
    );
    expect(owner.getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
    const other = await row('Omar Siddiqui');
    for (const action of ['Make Admin', 'Make business owner', 'Ban', 'Delete']) {
      expect(other.getByRole('button', { name: action })).toBeInTheDocument();
    }
  });

  it('says that an admin made a plain user keeps the link to their business but cannot manage it', async () => {
    const owner = givenAdminUser({
      id: 'u4',
      displayName: 'Hana Malik',
      role: 'admin',
      businesses: [{ id: 'b2', name: 'Noor Bakery', slug: 'noor-bakery' }],
    });
    givenUsers([owner], {
      'PATCH /api/admin/users/:id/role': () => Response.json({ id: owner.id, role: 'user' }),
    });
    renderAdminPage(me, '/admin?tab=users');
    await userEvent.click((await row('Hana Malik')).getByRole('button', { name: 'Remove Admin' }));
    expect(
      await screen.findByRole('alertdialog', { name: "Remove Hana Malik's admin role?" }),
    ).toHaveAccessibleDescription(expect.stringContaining('They stay linked to Noor Bakery'));
    await answer("Remove Hana Malik's admin role?", 'Remove Admin');
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'User Role Updated',
        'Hana Malik is no longer an admin. They stay linked to Noor Bakery but cannot manage it until you make them its business owner again.',
      ),
    );
  });

  it("makes a user an admin only once the dialog naming them is confirmed: 'User Role Updated'", async () => {
    const fetchMock = givenUsers([omar], {
      'PATCH /api/admin/users/:id/role': () => Response.json({ id: omar.id, role: 'admin' }),
    });
    renderAdminPage(me, '/admin?tab=users');
    const user = await row('Omar Siddiqui');
    await userEvent.click(user.getByRole('button', { name: 'Make Admin' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Make Omar Siddiqui an admin?' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Omar Siddiqui will be able to approve, edit and delete every listing'),
    );
    await cancel('Make Omar Siddiqui an admin?');
    expect(sentBodies(fetchMock, 'PATCH', /\/role$/)).toHaveLength(0);

    await userEvent.click(user.getByRole('button', { name: 'Make Admin' }));
    await answer('Make Omar Siddiqui an admin?', 'Make Admin');
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('User Role Updated', expect.any(String)));
    expect(sentBodies(fetchMock, 'PATCH', /\/role$/)).toEqual([{ role: 'admin' }]);
  });

  it("cancels a ban without a reason: 'User ban was cancelled - no reason provided.' and nothing is sent", async () => {
    const fetchMock = givenUsers([omar], { 'POST /api/admin/users/:id/ban': () => Response.json({ banned: true }) });
    renderAdminPage(me, '/admin?tab=users');
    const user = await row('Omar Siddiqui');
    await userEvent.click(user.getByRole('button', { name: 'Ban' }));
    await answer('Ban Omar Siddiqui?', 'Ban', { reason: '   ' });
    expect(notify.notifyError).toHaveBeenCalledWith('User ban was cancelled - no reason provided.');
    expect(sentBodies(fetchMock, 'POST', /\/ban$/)).toHaveLength(0);

    // Cancelling the dialog is no ban either, and needs no message.
    await userEvent.click(user.getByRole('button', { name: 'Ban' }));
    await cancel('Ban Omar Siddiqui?');
    expect(notify.notifyError).toHaveBeenCalledOnce();
    expect(sentBodies(fetchMock, 'POST', /\/ban$/)).toHaveLength(0);
  });

  it('bans with the reason typed after confirming', async () => {
    const fetchMock = givenUsers([omar], { 'POST /api/admin/users/:id/ban': () => Response.json({ banned: true }) });
    renderAdminPage(me, '/admin?tab=users');
    await userEvent.click((await row('Omar Siddiqui')).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByRole('alertdialog', { name: 'Ban Omar Siddiqui?' })).toHaveAccessibleDescription(
      expect.stringContaining('They are signed out and cannot sign in until unbanned.'),
    );
    await answer('Ban Omar Siddiqui?', 'Ban', { reason: ' Spam reviews ' });
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', /\/ban$/)).toEqual([{ reason: 'Spam reviews' }]));
  });

  it('unbans after a confirmation only', async () => {
    const banned = givenAdminUser({ banned: true, bannedAt: '2025-03-01T00:00:00.000Z', banReason: 'Spam reviews' });
    const fetchMock = givenUsers([banned], {
      'POST /api/admin/users/:id/unban': () => Response.json({ banned: false }),
    });
    renderAdminPage(me, '/admin?tab=users');
    const user = await row('Omar Siddiqui');
    expect(user.getByText('Spam reviews')).toBeInTheDocument();
    await userEvent.click(user.getByRole('button', { name: 'Unban' }));
    await cancel('Unban Omar Siddiqui?');
    expect(sentBodies(fetchMock, 'POST', /\/unban$/)).toHaveLength(0);

    await userEvent.click(user.getByRole('button', { name: 'Unban' }));
    expect((await asked('Unban Omar Siddiqui?')).queryByRole('textbox')).not.toBeInTheDocument();
    await answer('Unban Omar Siddiqui?', 'Unban');
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', /\/unban$/)).toHaveLength(1));
  });

  it('does not delete when the typed text is not exactly DELETE USER', async () => {
    const fetchMock = givenUsers([omar], { 'DELETE /api/admin/users/:id': () => Response.json({ deleted: true }) });
    renderAdminPage(me, '/admin?tab=users');
    const user = await row('Omar Siddiqui');
    await userEvent.click(user.getByRole('button', { name: 'Delete' }));
    await answer("Delete Omar Siddiqui's account?", 'Delete Account', { word: 'delete user' });
    expect(notify.notifyError).toHaveBeenCalledWith('Deletion Cancelled', 'The confirmation text did not match.');
    expect(sentBodies(fetchMock, 'DELETE', /\/users\//)).toHaveLength(0);

    await userEvent.click(user.getByRole('button', { name: 'Delete' }));
    await cancel("Delete Omar Siddiqui's account?");
    expect(notify.notifyError).toHaveBeenCalledOnce();
    expect(sentBodies(fetchMock, 'DELETE', /\/users\//)).toHaveLength(0);
  });

  it("deletes with { confirm: 'DELETE USER' } when it is typed exactly", async () => {
    const fetchMock = givenUsers([omar], { 'DELETE /api/admin/users/:id': () => Response.json({ deleted: true }) });
    renderAdminPage(me, '/admin?tab=users');
    await userEvent.click((await row('Omar Siddiqui')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByRole('alertdialog', { name: "Delete Omar Siddiqui's account?" }),
    ).toHaveAccessibleDescription(
      'Their businesses and the messages sent from their email are deleted too. This action cannot be undone.',
    );
    await answer("Delete Omar Siddiqui's account?", 'Delete Account', { word: 'DELETE USER' });
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'DELETE', `/api/admin/users/${omar.id}`)).toEqual([{ confirm: 'DELETE USER' }]),
    );
  });

  it("says 'Failed to delete user account. Please try again.' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenUsers([omar], { 'DELETE /api/admin/users/:id': () => Response.json({ error: {} }, { status: 500 }) });
    renderAdminPage(me, '/admin?tab=users');
    await userEvent.click((await row('Omar Siddiqui')).getByRole('button', { name: 'Delete' }));
    await answer("Delete Omar Siddiqui's account?", 'Delete Account', { word: 'DELETE USER' });
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith('Failed to delete user account. Please try again.'),
    );
  });

  it("makes a user the owner of an approved business: 'Business Owner Assigned'", async () => {
    const business = givenAdminBusiness({ isApproved: true, owner: null, ownerId: null });
    const fetchMock = givenUsers([omar], {
      'GET /api/admin/businesses': () => Response.json({ items: [business], total: 1, page: 1, hasMore: false }),
      'POST /api/admin/users/:id/business': () =>
        Response.json({ id: business.id, name: business.name, previousOwner: null }),
    });
    renderAdminPage(me, '/admin?tab=users');
    await userEvent.click((await row('Omar Siddiqui')).getByRole('button', { name: 'Make business owner' }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Assign Business' }));
    expect(dialog.getByText('Choose an approved business')).toBeInTheDocument();

    await waitFor(() => expect(dialog.getByLabelText('Business')).toBeEnabled());
    await userEvent.click(dialog.getByLabelText('Business'));
    await userEvent.click(screen.getByRole('option', { name: 'Saffron Lantern Kitchen' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Assign Business' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith('Business Owner Assigned', expect.any(String)),
    );
    expect(sentBodies(fetchMock, 'POST', /\/business$/)).toEqual([{ businessId: business.id }]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=approved'))).toBe(true);
  });

  it('warns that a business with an owner is taken from them, and moves it only once confirmed', async () => {
    const business = givenAdminBusiness({ isApproved: true });
    const fetchMock = givenUsers([omar], {
      'GET /api/admin/businesses': () => Response.json({ items: [business], total: 1, page: 1, hasMore: false }),
      'POST /api/admin/users/:id/business': () =>
        Response.json({
          id: business.id,
          name: business.name,
          previousOwner: { id: 'owner-1', displayName: 'Yusuf Rahman', email: 'yusuf@example.com', demoted: true },
        }),
    });
    renderAdminPage(me, '/admin?tab=users');
    await userEvent.click((await row('Omar Siddiqui')).getByRole('button', { name: 'Make business owner' }));
    const dialog = within(screen.getByRole('dialog'));
    await waitFor(() => expect(dialog.getByLabelText('Business')).toBeEnabled());
    await userEvent.click(dialog.getByLabelText('Business'));
    await userEvent.click(screen.getByRole('option', { name: 'Saffron Lantern Kitchen (owned by Yusuf Rahman)' }));
    expect(
      dialog.getByText(
        'Saffron Lantern Kitchen is owned by Yusuf Rahman (yusuf@example.com). Assigning it to Omar Siddiqui takes it from them.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Assign Business' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Take Saffron Lantern Kitchen from Yusuf Rahman?' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Yusuf Rahman can no longer manage it, is told by email'));
    await cancel('Take Saffron Lantern Kitchen from Yusuf Rahman?');
    expect(sentBodies(fetchMock, 'POST', /\/business$/)).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Assign Business' }));
    await answer('Take Saffron Lantern Kitchen from Yusuf Rahman?', 'Move Business');
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Business Owner Assigned',
        'Omar Siddiqui now owns Saffron Lantern Kitchen. Yusuf Rahman was told by email and is no longer a business owner.',
      ),
    );
    expect(sentBodies(fetchMock, 'POST', /\/business$/)).toEqual([{ businessId: business.id }]);
  });

  it("unlinks an owner once the dialog is confirmed, and says 'Failed to unlink business owner' when that fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const owner = givenAdminUser({
      role: 'business_owner',
      businesses: [{ id: 'b2', name: 'Noor Bakery', slug: 'noor-bakery' }],
    });
    const fetchMock = givenUsers([owner], {
      'DELETE /api/admin/users/:id/business': () => Response.json({ error: {} }, { status: 500 }),
    });
    renderAdminPage(me, '/admin?tab=users');
    const user = await row('Omar Siddiqui');
    await userEvent.click(user.getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByRole('alertdialog', { name: 'Unlink Omar Siddiqui?' })).toHaveAccessibleDescription(
      expect.stringContaining('Omar Siddiqui no longer owns Noor Bakery'),
    );
    await cancel('Unlink Omar Siddiqui?');
    expect(sentBodies(fetchMock, 'DELETE', /\/business$/)).toHaveLength(0);

    await userEvent.click(user.getByRole('button', { name: 'Unlink' }));
    await answer('Unlink Omar Siddiqui?', 'Unlink');
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith('Failed to unlink business owner'));
  });

  it('searches users through the API', async () => {
    const fetchMock = givenUsers([omar]);
    const router = renderAdminPage(me, '/admin?tab=users');
    await userEvent.type(await screen.findByLabelText('Search users'), 'omar');
    await waitFor(() => expect(router.state.location.search).toContain('q=omar'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => /\/api\/admin\/users\?.*q=omar/.test(String(url)))).toBe(true),
    );
  });
});
