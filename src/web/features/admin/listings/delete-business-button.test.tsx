import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenApi } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { givenAdminBusiness } from '../testing/admin-fixtures';
import { ApprovedBusinessRow } from './approved-business-row';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderRow() {
  renderWithProviders(<ApprovedBusinessRow business={givenAdminBusiness({ isApproved: true })} />);
}

/** Delete, then type the word in the confirmation and press Delete Business. */
async function deleteTyping(word: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Saffron Lantern Kitchen?' }));
  expect(confirm.getByText('This action cannot be undone.')).toBeInTheDocument();
  await userEvent.type(confirm.getByLabelText('Type DELETE to confirm'), word);
  await userEvent.click(confirm.getByRole('button', { name: 'Delete Business' }));
}

const deleteCalls = (fetchMock: ReturnType<typeof givenApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

describe('deleting a business (SPEC §5 Destructive confirmations)', () => {
  it('cancels when the typed word is not exactly DELETE, sending nothing', async () => {
    const fetchMock = givenApi({ 'DELETE /api/admin/businesses/:id': () => Response.json({ deleted: true }) });
    renderRow();
    await deleteTyping('delete');
    expect(notify.notifyError).toHaveBeenCalledWith('Deletion Cancelled', 'The confirmation text did not match.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteCalls(fetchMock)).toHaveLength(0);
  });

  it("sends { confirm: 'DELETE' } when the word is typed exactly", async () => {
    const fetchMock = givenApi({ 'DELETE /api/admin/businesses/:id': () => Response.json({ deleted: true }) });
    renderRow();
    await deleteTyping('DELETE');
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Business Deleted', expect.any(String)));
    const [[url, init]] = deleteCalls(fetchMock) as [[string, RequestInit]];
    expect(String(url)).toBe('/api/admin/businesses/7d0c7a52-3f0e-4a8e-9d1b-2b0c1e6f5a01');
    expect(JSON.parse(String(init.body))).toEqual({ confirm: 'DELETE' });
  });

  it("says 'Deletion Failed' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({ 'DELETE /api/admin/businesses/:id': () => Response.json({ error: {} }, { status: 500 }) });
    renderRow();
    await deleteTyping('DELETE');
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'Deletion Failed',
        'Failed to delete the business. Please try again.',
      ),
    );
  });
});
