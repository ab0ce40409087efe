import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { halalCertifiersKey } from '../../../lib/halal-certifier-queries';
import { bodyOf, givenApi, requestsTo } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { AdminCertifier } from './certifier-queries';
import { CertifiersTab } from './certifiers-tab';

// Decision 020: admins keep the certifying bodies the halal details offer.

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const hoosier: AdminCertifier = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae1',
  name: 'Hoosier Halal Standards Board',
  websiteUrl: 'https://hoosierhalal.example.org',
  retiredAt: null,
  profiles: 3,
};
const crossroads: AdminCertifier = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae2',
  name: 'Crossroads Zabiha Assurance',
  websiteUrl: null,
  retiredAt: '2026-10-01T12:00:00.000Z',
  profiles: 1,
};
const lakes: AdminCertifier = {
  ...hoosier,
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae3',
  name: 'Great Lakes Halal Review',
  websiteUrl: null,
  profiles: 0,
};

function renderTab(routes: Parameters<typeof givenApi>[0] = {}) {
  const fetchMock = givenApi({
    'GET /api/admin/halal-certifiers': () => Response.json([crossroads, lakes, hoosier]),
    ...routes,
  });
  const view = renderWithProviders(<CertifiersTab />, { queryData: [[halalCertifiersKey, []]] });
  return { fetchMock, ...view };
}

const row = async (name: string) => screen.findByRole('article', { name });

describe('the certifying bodies admins keep', () => {
  it('lists every body with its website, how many profiles name it, and which are retired', async () => {
    renderTab();
    expect(screen.getByRole('heading', { name: 'Certifying bodies' })).toBeInTheDocument();
    const hoosierRow = await row('Hoosier Halal Standards Board');
    expect(hoosierRow).toHaveTextContent('Named by 3 halal profiles');
    expect(within(hoosierRow).getByRole('link', { name: 'https://hoosierhalal.example.org' })).toHaveAttribute(
      'href',
      'https://hoosierhalal.example.org',
    );
    expect(within(hoosierRow).queryByText('Retired')).not.toBeInTheDocument();
    const crossroadsRow = await row('Crossroads Zabiha Assurance');
    expect(crossroadsRow).toHaveTextContent('Retired');
    expect(crossroadsRow).toHaveTextContent('Named by 1 halal profile');
    expect(await row('Great Lakes Halal Review')).toHaveTextContent('Not named by any listing');
  });

  it('adds a body with its website, and refreshes the list the halal details offer', async () => {
    const { fetchMock, queryClient } = renderTab({
      'POST /api/admin/halal-certifiers': () =>
        Response.json({ ...lakes, id: 'new', name: 'Midwest Halal Council' }, { status: 201 }),
    });
    await row('Hoosier Halal Standards Board');
    await userEvent.click(screen.getByRole('button', { name: 'Add certifying body' }));
    const dialog = screen.getByRole('dialog', { name: 'Add certifying body' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Midwest Halal Council');
    await userEvent.type(within(dialog).getByLabelText('Website'), 'https://midwesthalal.example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add certifying body' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(requestsTo(fetchMock, 'POST', /halal-certifiers$/)[0])).toEqual({
      name: 'Midwest Halal Council',
      websiteUrl: 'https://midwesthalal.example.org',
    });
    expect(notify.notifySuccess).toHaveBeenCalledWith(
      'Certifying body added',
      'Midwest Halal Council can now be chosen in the halal details.',
    );
    expect(queryClient.getQueryState(halalCertifiersKey)?.isInvalidated).toBe(true);
  });

  it('shows a name another body has beside the field, and keeps the dialog open', async () => {
    const message = 'A certifying body with this name already exists.';
    renderTab({
      'PATCH /api/admin/halal-certifiers/:id': () =>
        Response.json({ error: { code: 'CERTIFIER_EXISTS', message, fields: { name: message } } }, { status: 409 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(
      within(await row('Great Lakes Halal Review')).getByRole('button', { name: 'Edit Great Lakes Halal Review' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Great Lakes Halal Review' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Great Lakes Halal Review');
    await userEvent.clear(name);
    await userEvent.type(name, 'Hoosier Halal Standards Board');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(message));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(notify.notifyError).not.toHaveBeenCalled();
  });

  it('refuses an empty name before sending anything', async () => {
    const { fetchMock } = renderTab();
    await row('Hoosier Halal Standards Board');
    await userEvent.click(screen.getByRole('button', { name: 'Add certifying body' }));
    const dialog = screen.getByRole('dialog', { name: 'Add certifying body' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add certifying body' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', /halal-certifiers$/)).toHaveLength(0);
  });

  it('retires a body in service and restores a retired one', async () => {
    const { fetchMock } = renderTab({
      'POST /api/admin/halal-certifiers/:id/retire': () => Response.json({ ...hoosier, retiredAt: '2026-11-01' }),
      'POST /api/admin/halal-certifiers/:id/restore': () => Response.json({ ...crossroads, retiredAt: null }),
    });
    await userEvent.click(
      within(await row('Hoosier Halal Standards Board')).getByRole('button', {
        name: 'Retire Hoosier Halal Standards Board',
      }),
    );
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Certifying body retired',
        'Hoosier Halal Standards Board is no longer offered. Listings that name it keep showing it.',
      ),
    );
    expect(requestsTo(fetchMock, 'POST', new RegExp(`${hoosier.id}/retire$`))).toHaveLength(1);
    await userEvent.click(
      within(await row('Crossroads Zabiha Assurance')).getByRole('button', {
        name: 'Restore Crossroads Zabiha Assurance',
      }),
    );
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Certifying body restored',
        'Crossroads Zabiha Assurance can be chosen again.',
      ),
    );
    expect(requestsTo(fetchMock, 'POST', new RegExp(`${crossroads.id}/restore$`))).toHaveLength(1);
  });
});
