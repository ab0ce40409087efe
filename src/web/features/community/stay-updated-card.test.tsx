import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { StayUpdatedCard, subscribeButtonText } from './stay-updated-card';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

const businessId = '7d0c7a52-3f0e-4a8e-9d1b-2b0c1e6f5a01';

function renderCard() {
  renderWithProviders(<StayUpdatedCard businessId={businessId} businessName="Saffron Lantern Kitchen" />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Stay Updated (SPEC §2 /r/{slug}, §4 public subscribe flow)', () => {
  it('names each step of the flow', () => {
    expect(subscribeButtonText({ submitting: false, subscribed: false })).toBe('Subscribe for Updates');
    expect(subscribeButtonText({ submitting: true, subscribed: false })).toBe('Subscribing...');
    expect(subscribeButtonText({ submitting: false, subscribed: true })).toBe('Subscribed!');
  });

  it("goes from 'Subscribe for Updates' to 'Subscribing...' to 'Subscribed!', then stays disabled", async () => {
    const reply = deferredReply();
    const fetchMock = givenApi({ 'POST /api/businesses/:id/subscriptions': () => reply.promise });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCard();
    await userEvent.type(screen.getByLabelText('Email'), '  layla@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe for Updates' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();

    reply.resolve(
      Response.json(
        {
          businessName: 'Saffron Lantern Kitchen',
          message: "You'll receive notifications from Saffron Lantern Kitchen!",
          confirmation: 'sent',
        },
        { status: 201 },
      ),
    );
    expect(await screen.findByRole('button', { name: 'Subscribed!' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(notify.notifySuccess).toHaveBeenCalledWith(
      'Subscribed Successfully',
      "You'll receive notifications from Saffron Lantern Kitchen! Please confirm from the email we just sent you.",
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/businesses/${businessId}/subscriptions`);
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'layla@example.com' });
  });

  it('says the confirmation already went when the server held a new one back', async () => {
    givenApi({
      'POST /api/businesses/:id/subscriptions': () =>
        Response.json(
          {
            businessName: 'Saffron Lantern Kitchen',
            message: "You'll receive notifications from Saffron Lantern Kitchen!",
            confirmation: 'already-sent',
          },
          { status: 200 },
        ),
    });
    renderCard();
    await userEvent.type(screen.getByLabelText('Email'), 'layla@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe for Updates' }));
    expect(await screen.findByRole('button', { name: 'Subscribed!' })).toBeDisabled();
    expect(notify.notifySuccess).toHaveBeenCalledWith(
      'Check your email',
      'We already sent a confirmation email to layla@example.com. Please confirm from it, or try again in an hour.',
    );
    expect(notify.notifySuccess).toHaveBeenCalledTimes(1);
  });

  it("tells an existing subscriber 'Already Subscribed' and keeps the form usable", async () => {
    givenApi({
      'POST /api/businesses/:id/subscriptions': () =>
        Response.json(
          {
            error: {
              code: 'ALREADY_SUBSCRIBED',
              message: "You're already subscribed to notifications from this business.",
            },
          },
          { status: 409 },
        ),
    });
    renderCard();
    await userEvent.type(screen.getByLabelText('Email'), 'layla@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe for Updates' }));
    await vi.waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'Already Subscribed',
        "You're already subscribed to notifications from this business.",
      ),
    );
    expect(screen.getByRole('button', { name: 'Subscribe for Updates' })).toBeEnabled();
  });

  it("says 'Subscription Failed' when the server fails", async () => {
    givenApi({ 'POST /api/businesses/:id/subscriptions': () => Response.json({ error: {} }, { status: 500 }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCard();
    await userEvent.type(screen.getByLabelText('Email'), 'layla@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe for Updates' }));
    await vi.waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'Subscription Failed',
        'There was an error subscribing. Please try again.',
      ),
    );
  });

  it("tells why when the request itself was refused, instead of 'There was an error subscribing'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusals = [
      [403, 'CROSS_ORIGIN', 'This request must come from the Indiana Halal Directory site.'],
      [503, 'SERVICE_UNAVAILABLE', 'The site cannot reach its data for a moment. Please try again in a few seconds.'],
    ] as const;
    for (const [status, code, message] of refusals) {
      givenApi({
        'POST /api/businesses/:id/subscriptions': () => Response.json({ error: { code, message } }, { status }),
      });
      renderCard();
      await userEvent.type(screen.getByLabelText('Email'), 'layla@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Subscribe for Updates' }));
      await vi.waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith('Subscription Failed', message));
      expect(notify.notifyError).not.toHaveBeenCalledWith(
        'Subscription Failed',
        'There was an error subscribing. Please try again.',
      );
      cleanup();
      vi.clearAllMocks();
    }
  });

  it('sends nothing without an email', async () => {
    const fetchMock = givenApi({});
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe for Updates' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
