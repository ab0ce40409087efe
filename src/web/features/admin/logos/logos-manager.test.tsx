import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiRoutes, undoFakesAfterEachTest } from '../../../testing/fetch-fixture';
import { givenBusinessLogo, givenLogosOverview } from '../testing/admin-fixtures';
import { admin, givenAdminApi, renderAdminPage, sentBodies } from '../testing/admin-page-harness';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

undoFakesAfterEachTest();

const overview = givenLogosOverview([
  givenBusinessLogo(),
  givenBusinessLogo({ id: 'l2', businessId: 'b3', businessName: 'Crescent Coffee', isActive: false }),
]);

function givenLogos(routes: ApiRoutes = {}) {
  return givenAdminApi({}, { 'GET /api/admin/logos': () => Response.json(overview), ...routes });
}

/** Opens the manager from its button in the dashboard's header. */
async function openLogosManager() {
  await userEvent.click(screen.getByRole('button', { name: 'Manage Logos' }));
  return within(await screen.findByRole('dialog', { name: 'Business Logos' }));
}

const logoFile = () => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });

/** Opens the manager and uploads a logo file for `business`, chosen from the businesses without one. */
async function uploadLogoFor(business: string) {
  const manager = await openLogosManager();
  await userEvent.click(await manager.findByLabelText('Business'));
  await userEvent.click(screen.getByRole('option', { name: business }));
  await userEvent.upload(manager.getByLabelText('Logo file'), logoFile());
  await userEvent.click(manager.getByRole('button', { name: 'Upload Logo' }));
}

describe('Logos manager (SPEC §2 /admin Logos manager, §5 Logo upload)', () => {
  it("opens from the visible 'Manage Logos' button, kept in the URL, with the counts and the logos", async () => {
    givenLogos();
    const router = renderAdminPage(admin());
    const manager = await openLogosManager();
    expect(router.state.location.search).toContain('logos=1');
    const counts: [string, string][] = [
      ['Total Logos', '2'],
      ['Active Logos', '1'],
      ['Businesses Without Logos', '1'],
    ];
    for (const [label, value] of counts) {
      expect(await manager.findByText(label, { selector: 'dt' })).toHaveProperty('nextSibling.textContent', value);
    }
    const saffron = within(manager.getByRole('article', { name: 'Saffron Lantern Kitchen' }));
    expect(saffron.getByRole('img', { name: 'Saffron Lantern Kitchen logo' })).toHaveAttribute(
      'src',
      '/uploads/logos/saffron.png',
    );
    expect(saffron.getByText('Active')).toBeInTheDocument();
    expect(saffron.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    const crescent = within(manager.getByRole('article', { name: 'Crescent Coffee' }));
    expect(crescent.getByText('Inactive')).toBeInTheDocument();
    expect(crescent.getByRole('button', { name: 'Activate' })).toBeInTheDocument();

    await userEvent.click(manager.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).not.toContain('logos=1');
  });

  it('opens straight from ?logos=1', async () => {
    givenLogos();
    renderAdminPage(admin(), '/admin?logos=1');
    expect(await screen.findByRole('dialog', { name: 'Business Logos' })).toBeInTheDocument();
  });

  it('refuses an upload without a business or without a file, sending nothing', async () => {
    const fetchMock = givenLogos();
    renderAdminPage(admin());
    const manager = await openLogosManager();
    await userEvent.click(await manager.findByRole('button', { name: 'Upload Logo' }));
    expect(notify.notifyError).toHaveBeenLastCalledWith('Please select a business and upload a logo file.');

    // A file without a business.
    await userEvent.upload(manager.getByLabelText('Logo file'), logoFile());
    await userEvent.click(manager.getByRole('button', { name: 'Upload Logo' }));
    expect(notify.notifyError).toHaveBeenCalledTimes(2);
    expect(notify.notifyError).toHaveBeenLastCalledWith('Please select a business and upload a logo file.');
    expect(sentBodies(fetchMock, 'POST', '/api/admin/logos')).toHaveLength(0);
  });

  it("uploads a logo for a business without one: 'Logo uploaded'", async () => {
    const fetchMock = givenLogos({
      'POST /api/admin/logos': () => Response.json(givenBusinessLogo({ id: 'l3' }), { status: 201 }),
    });
    renderAdminPage(admin());
    await uploadLogoFor('Date Palm Bakery');
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Logo uploaded', expect.any(String)));
    const [form] = sentBodies(fetchMock, 'POST', '/api/admin/logos') as [FormData];
    expect(form.get('businessId')).toBe('7d0c7a52-3f0e-4a8e-9d1b-2b0c1e6f5a02');
    expect((form.get('file') as File).name).toBe('logo.svg');
  });

  it('says the business already has a logo when the server answers 409', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenLogos({
      'POST /api/admin/logos': () =>
        Response.json({ error: { code: 'LOGO_EXISTS', message: 'exists' } }, { status: 409 }),
    });
    renderAdminPage(admin());
    await uploadLogoFor('Date Palm Bakery');
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'This business already has a logo. Delete the existing one first.',
      ),
    );
  });

  it('deactivates a logo, and deletes one only once the dialog is confirmed', async () => {
    const fetchMock = givenLogos({
      'PATCH /api/admin/logos/:id': () => Response.json(givenBusinessLogo({ isActive: false })),
      'DELETE /api/admin/logos/:id': () => Response.json({ deleted: true }),
    });
    renderAdminPage(admin());
    const manager = await openLogosManager();
    const saffron = within(await manager.findByRole('article', { name: 'Saffron Lantern Kitchen' }));
    await userEvent.click(saffron.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PATCH', /\/logos\//)).toEqual([{ isActive: false }]));

    await userEvent.click(saffron.getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete the logo of Saffron Lantern Kitchen?' });
    expect(ask).toHaveAccessibleDescription(expect.stringContaining('This action cannot be undone.'));
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE', /\/logos\//)).toHaveLength(0);

    await userEvent.click(saffron.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Logo' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'DELETE', /\/logos\//)).toHaveLength(1));
  });

  it("says 'Failed to load business logos.' when they cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenAdminApi({}, { 'GET /api/admin/logos': () => Response.json({ error: {} }, { status: 500 }) });
    renderAdminPage(admin(), '/admin?logos=1');
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith('Failed to load business logos.'));
  });
});
