import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { NewsletterForm } from './newsletter-form';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

function renderForm() {
  renderWithProviders(<NewsletterForm />);
  return { input: screen.getByLabelText('Email address'), button: screen.getByRole('button', { name: 'Subscribe' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('newsletter signup (SPEC §5 Contact and newsletter, §8)', () => {
  it('subscribes the trimmed email and empties the field', async () => {
    const fetchMock = givenApi({
      'POST /api/newsletter': () => Response.json({ subscribed: true, confirmation: 'sent' }, { status: 201 }),
    });
    const { input, button } = renderForm();
    expect(input).toHaveAttribute('placeholder', 'Enter your email');
    await userEvent.type(input, '  omar@example.com  ');
    await userEvent.click(button);
    await vi.waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Subscribed!',
        'Thanks for subscribing to our newsletter. Please confirm from the email we just sent you.',
      ),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'omar@example.com' });
    expect(input).toHaveValue('');
  });

  it('says the confirmation already went when the server held a new one back', async () => {
    givenApi({
      'POST /api/newsletter': () => Response.json({ subscribed: true, confirmation: 'already-sent' }, { status: 200 }),
    });
    const { input, button } = renderForm();
    await userEvent.type(input, 'omar@example.com');
    await userEvent.click(button);
    await vi.waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Check your email',
        'We already sent a confirmation email to omar@example.com. Please confirm from it, or try again in an hour.',
      ),
    );
    expect(notify.notifySuccess).toHaveBeenCalledTimes(1);
  });

  it("answers 'Already subscribed!' for an address on the list", async () => {
    givenApi({
      'POST /api/newsletter': () =>
        Response.json({ error: { code: 'ALREADY_SUBSCRIBED', message: 'Already subscribed!' } }, { status: 409 }),
    });
    const { input, button } = renderForm();
    await userEvent.type(input, 'omar@example.com');
    await userEvent.click(button);
    await vi.waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith('Already subscribed!'));
  });

  it("answers 'Failed to subscribe. Please try again.' on any other failure", async () => {
    givenApi({ 'POST /api/newsletter': () => Response.json({ error: {} }, { status: 500 }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input, button } = renderForm();
    await userEvent.type(input, 'omar@example.com');
    await userEvent.click(button);
    await vi.waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith('Failed to subscribe. Please try again.'));
  });

  it('requires an email', async () => {
    const fetchMock = givenApi({});
    const { input, button } = renderForm();
    await userEvent.type(input, '   ');
    await userEvent.click(button);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
