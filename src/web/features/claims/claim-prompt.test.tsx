import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { givenApi, isolateApiFakes } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { ClaimPrompt } from './claim-prompt';

isolateApiFakes();

// Issue 35: 'Own this business? Claim it' on an approved place without an owner: a code by email, or a document.

const business = { id: '5b1f0c2e-8d3a-4c4b-9a51-6f1e2d3c4b77', name: 'Saffron Grill', slug: 'saffron-grill' };
const path = `/api/businesses/${business.id}/claim`;

function state(claim: Record<string, unknown> | null, overrides: Record<string, unknown> = {}) {
  return {
    businessId: business.id,
    claimable: true,
    ownedByYou: false,
    listingEmail: 'hello@saffron-grill.test',
    websiteDomain: 'saffron-grill.test',
    claim,
    ...overrides,
  };
}

const pendingCode = {
  id: 'c1',
  method: 'email_code',
  status: 'pending',
  email: 'hello@saffron-grill.test',
  codeExpiresAt: '2026-11-28T19:00:00.000Z',
  triesLeft: 5,
  note: null,
  reason: null,
  hasDocument: false,
  createdAt: '2026-11-28T18:30:00.000Z',
  decidedAt: null,
};

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Own this business? Claim it' }));
  return screen.findByRole('dialog');
}

describe('Claim your listing (issue 35)', () => {
  it('asks a signed-out visitor to sign in and come back to the place', async () => {
    givenApi({});
    renderWithProviders(<ClaimPrompt business={business} claimable />, { user: null });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?tab=login&redirect=/r/saffron-grill',
    );
  });

  it('emails a code to the listing, then the right code makes the person its owner', async () => {
    let current = state(null);
    const fetchMock = givenApi({
      'GET /api/businesses/:id/claim': () => Response.json(current),
      'POST /api/businesses/:id/claim': () => {
        current = state(pendingCode);
        return Response.json(pendingCode, { status: 201 });
      },
      'POST /api/businesses/:id/claim/code': (_url, init) => {
        const { code } = JSON.parse(String(init?.body));
        if (code !== '123456')
          return Response.json(
            {
              error: {
                code: 'CLAIM_CODE_WRONG',
                message: 'This code is not right. Check the email we sent and try again.',
              },
            },
            { status: 400 },
          );
        current = state({ ...pendingCode, status: 'approved' }, { claimable: false, ownedByYou: true });
        return Response.json({ ...pendingCode, status: 'approved' });
      },
    });
    renderWithProviders(<ClaimPrompt business={business} claimable />, { user: givenSessionUser() });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Email me a code' }));
    expect(within(dialog).getByText(/hello@saffron-grill\.test/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Or another address at saffron-grill.test (optional)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me a code' }));

    const code = await within(dialog).findByLabelText('Enter the code');
    await userEvent.type(code, '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('This code is not right. Check the email we sent and try again.'),
    ).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('You now own Saffron Grill.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open your business dashboard' })).toHaveAttribute(
      'href',
      '/business',
    );
    const started = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith(path) && init?.method === 'POST');
    expect(JSON.parse(String(started?.[1]?.body))).toEqual({ method: 'email_code' });
  });

  it('sends a document with a note, then says the claim waits for the team', async () => {
    let current = state(null);
    const sent: string[] = [];
    givenApi({
      'GET /api/businesses/:id/claim': () => Response.json(current),
      'POST /api/businesses/:id/claim/documents': () => {
        sent.push('file');
        return Response.json({ document: '/uploads/claim-documents/abc.pdf' }, { status: 201 });
      },
      'POST /api/businesses/:id/claim': (_url, init) => {
        sent.push(String(init?.body));
        current = state({ ...pendingCode, method: 'document', email: null, hasDocument: true });
        return Response.json(current.claim, { status: 201 });
      },
    });
    renderWithProviders(<ClaimPrompt business={business} claimable />, { user: givenSessionUser() });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Upload a document' }));
    const file = new File(['%PDF-1.4\n%%EOF\n'], 'licence.pdf', { type: 'application/pdf' });
    await userEvent.upload(
      within(dialog).getByLabelText('Document (business licence, utility bill or certificate)'),
      file,
    );
    await userEvent.type(within(dialog).getByLabelText('Note for the team (optional)'), 'I run the kitchen.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    expect(await within(dialog).findByText('Your claim is waiting for the team')).toBeInTheDocument();
    expect(sent[0]).toBe('file');
    expect(JSON.parse(sent[1]!)).toEqual({
      method: 'document',
      document: '/uploads/claim-documents/abc.pdf',
      note: 'I run the kitchen.',
    });
  });

  it('shows why the team rejected the last claim, and the ways to claim again', async () => {
    givenApi({
      'GET /api/businesses/:id/claim': () =>
        Response.json(
          state({ ...pendingCode, method: 'document', status: 'rejected', reason: 'The bill names another business.' }),
        ),
    });
    renderWithProviders(<ClaimPrompt business={business} claimable />, { user: givenSessionUser() });
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText('The team could not approve your last claim: The bill names another business.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload a document' })).toBeInTheDocument();
  });
});
