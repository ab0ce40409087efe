import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenApi } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { businessId } from '../testing/owner-fixtures';
import { SendNotificationDialog } from './send-notification-dialog';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

function renderDialog() {
  renderWithProviders(<SendNotificationDialog businessId={businessId} />);
}

async function writeNotification(title: string, message: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send Notification' });
  if (title) await userEvent.type(within(dialog).getByLabelText('Title'), title);
  if (message) await userEvent.type(within(dialog).getByLabelText('Message'), message);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Notification' }));
  return dialog;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Send Notification (SPEC §2 /business header, §5, §8)', () => {
  it("says 'Missing Information' and sends nothing without a message", async () => {
    const fetchMock = givenApi({});
    renderDialog();
    await writeNotification('Eid hours', '');
    expect(notify.notifyError).toHaveBeenCalledWith('Missing Information', 'Please fill in both title and message.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'No Subscribers' when the business has none", async () => {
    givenApi({
      'POST /api/owner/businesses/:businessId/notifications': () =>
        Response.json(
          { error: { code: 'NO_SUBSCRIBERS', message: 'There are no subscribers to send notifications to.' } },
          { status: 409 },
        ),
    });
    renderDialog();
    await writeNotification('Eid hours', 'Open until midnight.');
    expect(notify.notifyError).toHaveBeenCalledWith(
      'No Subscribers',
      'There are no subscribers to send notifications to.',
    );
    expect(notify.notifySuccess).not.toHaveBeenCalled();
  });

  it('tells how many subscribers it was sent to and closes', async () => {
    const fetchMock = givenApi({
      'POST /api/owner/businesses/:businessId/notifications': () => Response.json({ sent: 3 }),
    });
    renderDialog();
    await writeNotification('Eid hours', 'Open until midnight.');
    expect(notify.notifySuccess).toHaveBeenCalledWith('Notification Sent', 'Notification sent to 3 subscribers');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      title: 'Eid hours',
      message: 'Open until midnight.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says one subscriber in the singular', async () => {
    givenApi({ 'POST /api/owner/businesses/:businessId/notifications': () => Response.json({ sent: 1 }) });
    renderDialog();
    await writeNotification('Eid hours', 'Open until midnight.');
    expect(notify.notifySuccess).toHaveBeenCalledWith('Notification Sent', 'Notification sent to 1 subscriber');
  });

  it('says so when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'POST /api/owner/businesses/:businessId/notifications': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 }),
    });
    renderDialog();
    await writeNotification('Eid hours', 'Open until midnight.');
    expect(notify.notifyError).toHaveBeenCalledWith('Failed to send notification. Please try again.');
  });
});
