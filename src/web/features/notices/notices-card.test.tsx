import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, givenApi, isolateApiFakes, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { NoticesCard } from './notices-card';

// Issue 36: on the profile, how each kind of notice reaches the person, quiet hours, and push devices.

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

isolateApiFakes();

const settings = {
  channels: {
    place_halal: 'email',
    place_hours: 'daily',
    place_news: 'weekly',
    chat_reply: 'email',
    owner_activity: 'email',
  },
  quiet: null,
  devices: [
    {
      id: '9d0c1a52-7c1e-4c51-9b1e-2f5d8a7c6b10',
      device: 'Chrome on Android',
      createdAt: '2026-11-20T15:00:00.000Z',
      lastSentAt: null,
    },
  ],
  pushKey: 'BOr6xP2xvYJm8V0m0n0',
};

function renderCard(role: 'user' | 'business_owner' = 'user') {
  return renderWithProviders(<NoticesCard />, { user: givenSessionUser(role), url: '/profile' });
}

describe('notifications on the profile (issue 36)', () => {
  it('saves the channel chosen for a kind of notice and quiet hours for push', async () => {
    const api = givenApi({
      'GET /api/notices/settings': () => Response.json(settings),
      'PUT /api/notices/settings': (_, init) => {
        const body = JSON.parse(String(init?.body));
        return Response.json({ ...settings, channels: { ...settings.channels, ...body.channels }, quiet: body.quiet });
      },
    });
    renderCard();
    const halal = await screen.findByLabelText('Halal facts of places you watch');
    expect(halal).toHaveValue('email');
    // A person without a business is not asked about one.
    expect(screen.queryByLabelText('New chats, reviews and reports for your business')).toBeNull();
    await userEvent.selectOptions(halal, 'Push to my devices');
    await userEvent.selectOptions(screen.getByLabelText('Events and updates from places you watch'), 'Off');
    await userEvent.click(screen.getByLabelText('Quiet hours for push notifications'));
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '21:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await vi.waitFor(() => expect(requestsTo(api, 'PUT', /notices\/settings$/)).toHaveLength(1));
    expect(bodyOf(requestsTo(api, 'PUT', /notices\/settings$/)[0])).toEqual({
      channels: { ...settings.channels, place_halal: 'push', place_news: 'none' },
      quiet: { from: '21:30', until: '07:00' },
    });
    await vi.waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Notification Settings Saved',
        'We will tell you the way you chose.',
      ),
    );
  });

  it("asks an owner about their business's chats, reviews and reports", async () => {
    givenApi({ 'GET /api/notices/settings': () => Response.json(settings) });
    renderCard('business_owner');
    expect(await screen.findByLabelText('New chats, reviews and reports for your business')).toHaveValue('email');
  });

  it('lists the devices that get push notices, and removes one', async () => {
    const api = givenApi({
      'GET /api/notices/settings': () => Response.json(settings),
      'DELETE /api/notices/push-subscriptions/:id': () => new Response(null, { status: 204 }),
    });
    renderCard();
    const devices = within(await screen.findByRole('region', { name: 'Devices that get push notifications' }));
    expect(devices.getByText('Chrome on Android')).toBeInTheDocument();
    // This test's browser has no Push API: it says so rather than offering a button that cannot work.
    expect(devices.getByText('This browser cannot receive push notifications.')).toBeInTheDocument();
    expect(devices.queryByRole('button', { name: 'Turn on push on this device' })).toBeNull();
    await userEvent.click(devices.getByRole('button', { name: 'Remove Chrome on Android' }));
    await vi.waitFor(() =>
      expect(requestsTo(api, 'DELETE', /push-subscriptions\/9d0c1a52-7c1e-4c51-9b1e-2f5d8a7c6b10$/)).toHaveLength(1),
    );
    await vi.waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith('Device Removed', 'It no longer gets push notifications.'),
    );
  });
});
