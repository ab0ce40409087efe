import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ContactPage } from './contact-page';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

function renderContactPage() {
  renderWithProviders(<ContactPage />);
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Name'), 'Layla Haddad');
  await userEvent.type(screen.getByLabelText('Email'), 'layla@example.com');
  await userEvent.type(screen.getByLabelText('Subject'), 'A new bakery');
  await userEvent.type(screen.getByLabelText('Message'), 'Please add Date Palm Bakery in Carmel.');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('contact page (SPEC §2 /contact)', () => {
  it('shows the form, the contact information and the Submit Your Business prompt', () => {
    givenApi({});
    renderContactPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@indianahalal.local' })).toHaveAttribute(
      'href',
      'mailto:hello@indianahalal.local',
    );
    expect(screen.getByText('Indianapolis, Indiana')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Your Business' })).toHaveAttribute('href', '/submit-business');
  });

  it('requires every field and sends nothing until they are filled', async () => {
    const fetchMock = givenApi({});
    renderContactPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the message ('Sending...'), says 'Message Sent' and empties the form", async () => {
    const reply = deferredReply();
    const fetchMock = givenApi({ 'POST /api/contact': () => reply.promise });
    renderContactPage();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    reply.resolve(Response.json({ id: 'm1' }, { status: 201 }));
    await vi.waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Message Sent',
        'Thank you for contacting us. We will get back to you soon.',
      ),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Layla Haddad',
      email: 'layla@example.com',
      subject: 'A new bakery',
      message: 'Please add Date Palm Bakery in Carmel.',
    });
    await vi.waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("says 'Failed to send message. Please try again.' when sending fails", async () => {
    givenApi({ 'POST /api/contact': () => Response.json({ error: {} }, { status: 500 }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderContactPage();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith('Failed to send message. Please try again.'),
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('A new bakery');
  });
});
