import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { halalCertifiersKey } from '../../../lib/halal-certifier-queries';
import { type ApiRoutes, bodyOf, givenApi, requestsTo } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { OwnerHalalProfile, PendingEdits } from '../owner-queries';
import {
  businessId,
  givenAskedHalalProfile,
  givenOwnerDashboard,
  givenOwnerHalalProfile,
  givenOwnerLocation,
  givenPendingEdits,
} from '../testing/owner-fixtures';
import { HALAL_WAITS, NAME_WAITS, SAVED_LIVE } from './business-info-mutations';
import { BusinessInfoTab } from './business-info-tab';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

const uptown = givenOwnerLocation({ id: '9a8b7c6d-0000-4000-8000-000000000002', name: 'Uptown', isPrimary: false });

/** The tab's API: what waits for review, the stored halal profiles, and the saves; `routes` replace or add answers. */
function givenInfoApi(
  { pending = givenPendingEdits(), profiles = [] }: { pending?: PendingEdits; profiles?: OwnerHalalProfile[] } = {},
  routes: ApiRoutes = {},
) {
  return givenApi({
    'GET /api/owner/businesses/:businessId/pending-edits': () => Response.json(pending),
    'GET /api/owner/businesses/:businessId/halal-profiles': () => Response.json(profiles),
    'PUT /api/owner/businesses/:businessId/info': () => Response.json({ waitsForReview: false }),
    'PUT /api/owner/businesses/:businessId/halal-profile': () => Response.json({ waitsForReview: false }),
    ...routes,
  });
}

function renderInfoTab(managing = false) {
  renderWithProviders(
    <BusinessInfoTab
      business={givenOwnerDashboard({ locations: [givenOwnerLocation(), uptown] })}
      managing={managing}
    />,
    { queryData: [[halalCertifiersKey, []]], staleTime: Infinity },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('Business Info form (issue 16: owners keep their own info)', () => {
  it('starts from the listing, saves every field, and says the changes are live', async () => {
    const fetchMock = givenInfoApi();
    renderInfoTab();
    expect(await screen.findByLabelText('Business Name')).toHaveValue('Saffron Lantern Kitchen');
    expect(screen.getByLabelText('Description')).toHaveValue(
      'Hyderabadi biryani, haleem and grills cooked over charcoal.',
    );
    expect(screen.getByLabelText('Phone')).toHaveValue('(317) 555-0142');
    expect(screen.getByLabelText('Email')).toHaveValue('hello@saffron.example.com');
    expect(screen.getByLabelText('Website')).toHaveValue('https://saffron.example.com');
    expect(screen.getByLabelText('Instagram')).toHaveValue('@saffronlanternkitchen');
    expect(screen.getByLabelText('Photo')).toBeInTheDocument();
    expect(screen.getByText('A new name is reviewed by an admin before it shows on your listing.')).toBeInTheDocument();

    expect(screen.getByRole('checkbox', { name: 'Pakistani' })).toBeChecked();

    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '(317) 555-0199');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Indian' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Afghan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(SAVED_LIVE));
    const [save] = requestsTo(fetchMock, 'PUT', /\/info$/);
    expect(bodyOf(save)).toEqual({
      name: 'Saffron Lantern Kitchen',
      description: 'Hyderabadi biryani, haleem and grills cooked over charcoal.',
      cuisines: ['afghan', 'pakistani'],
      phone: '(317) 555-0199',
      email: 'hello@saffron.example.com',
      websiteUrl: 'https://saffron.example.com',
      instagram: '@saffronlanternkitchen',
      imageUrl: '/uploads/saffron.webp',
    });
  });

  it('says a new name waits for review', async () => {
    givenInfoApi({}, { 'PUT /api/owner/businesses/:businessId/info': () => Response.json({ waitsForReview: true }) });
    renderInfoTab();
    const name = await screen.findByLabelText('Business Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Saffron Lantern');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(NAME_WAITS));
  });

  it('shows the name that waits for review in the field, beside the one the listing keeps', async () => {
    givenInfoApi({ pending: givenPendingEdits({ name: 'Saffron Lantern' }) });
    renderInfoTab();
    expect(await screen.findByLabelText('Business Name')).toHaveValue('Saffron Lantern');
    const notice = screen.getAllByRole('status').find((el) => el.textContent?.includes('Waiting for review'));
    expect(notice).toHaveTextContent(
      'Your listing shows "Saffron Lantern Kitchen" until an admin approves the new name "Saffron Lantern".',
    );
  });

  it('keeps the live name in the field for an admin managing the business', async () => {
    givenInfoApi({ pending: givenPendingEdits({ name: 'Saffron Lantern' }) });
    renderInfoTab(true);
    expect(await screen.findByLabelText('Business Name')).toHaveValue('Saffron Lantern Kitchen');
    expect(screen.getByText(/The owner asked to rename the listing "Saffron Lantern"/)).toBeInTheDocument();
  });

  it('refuses an email that is not one before anything is sent', async () => {
    const fetchMock = givenInfoApi();
    renderInfoTab();
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'PUT', /\/info$/)).toHaveLength(0);
  });
});

describe('Halal details (issue 16)', () => {
  it('offers the whole business and each location, and sends the chosen profile', async () => {
    const fetchMock = givenInfoApi(
      {},
      {
        'PUT /api/owner/businesses/:businessId/halal-profile': () => Response.json({ waitsForReview: true }),
      },
    );
    renderInfoTab();
    const target = await screen.findByLabelText('Halal details for');
    expect(target).toHaveTextContent('Whole business');
    await userEvent.click(target);
    expect(screen.getByRole('option', { name: 'Carmel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Uptown' }));
    expect(target).toHaveTextContent('Uptown');

    await userEvent.click(await screen.findByLabelText('Halal level'));
    await userEvent.click(screen.getByRole('option', { name: 'Fully halal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save halal details' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(HALAL_WAITS));
    const [save] = requestsTo(fetchMock, 'PUT', /\/halal-profile$/);
    expect(bodyOf(save)).toMatchObject({ locationId: uptown.id, profile: { level: 'fully', alcohol: 'not_stated' } });
    // No profile of Uptown yet: there is nothing to confirm.
    expect(screen.queryByRole('button', { name: 'Confirm details are still correct' })).not.toBeInTheDocument();
  });

  it('starts from what waits for review, and says so', async () => {
    givenInfoApi({
      profiles: [givenOwnerHalalProfile()],
      pending: givenPendingEdits({
        halalProfiles: [{ locationId: null, profile: givenAskedHalalProfile({ level: 'fully' }) }],
      }),
    });
    renderInfoTab();
    expect(await screen.findByLabelText('Halal level')).toHaveTextContent('Fully halal');
    expect(screen.getByLabelText('Alcohol')).toHaveTextContent('No alcohol');
    expect(screen.getByText(/Your listing keeps its current ones until an admin approves them/)).toBeInTheDocument();
  });

  it("confirms a saved profile is still correct: the listing's 'Last verified'", async () => {
    const fetchMock = givenInfoApi(
      { profiles: [givenOwnerHalalProfile({ ownerConfirmedAt: '2026-01-10T15:00:00.000Z' })] },
      {
        'POST /api/owner/businesses/:businessId/halal-profile/confirm': () =>
          Response.json({ confirmedAt: '2026-05-01T15:00:00.000Z' }),
      },
    );
    renderInfoTab();
    expect(await screen.findByText('Last confirmed by the owner on Jan 10, 2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm details are still correct' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Details confirmed',
        "Your listing's 'Last verified' date is now today.",
      ),
    );
    expect(bodyOf(requestsTo(fetchMock, 'POST', /\/confirm$/)[0])).toEqual({ locationId: null });
  });

  it('shows the certificate on file with a link to it, and the picker to replace it', async () => {
    givenInfoApi({ profiles: [givenOwnerHalalProfile({ certificateUrl: '/uploads/certificates/old.pdf' })] });
    renderInfoTab();
    const certificate = await screen.findByRole('group', { name: 'Certificate file' });
    expect(within(certificate).getByText('Current certificate')).toBeInTheDocument();
    const link = within(certificate).getByRole('link', { name: 'View certificate' });
    expect(link).toHaveAttribute('href', '/uploads/certificates/old.pdf');
    expect(link).toHaveAttribute('download', 'halal-certificate.pdf');
    expect(within(certificate).getByLabelText('Replace certificate file')).toHaveAttribute('type', 'file');
    expect(within(certificate).queryByLabelText('Upload certificate file')).not.toBeInTheDocument();
  });

  it('offers to upload a certificate when none is on file', async () => {
    givenInfoApi({ profiles: [givenOwnerHalalProfile({ certificateUrl: null })] });
    renderInfoTab();
    const certificate = await screen.findByRole('group', { name: 'Certificate file' });
    expect(within(certificate).getByLabelText('Upload certificate file')).toHaveAttribute('type', 'file');
    expect(within(certificate).queryByText('Current certificate')).not.toBeInTheDocument();
    expect(within(certificate).queryByRole('link', { name: 'View certificate' })).not.toBeInTheDocument();
  });

  it('uploads a replacement, says it is not saved yet, and sends it with the details', async () => {
    let saved = givenOwnerHalalProfile({ certificateUrl: '/uploads/certificates/old.pdf' });
    const fetchMock = givenInfoApi(
      {},
      {
        'GET /api/owner/businesses/:businessId/halal-profiles': () => Response.json([saved]),
        'POST /api/owner/businesses/:businessId/certificates': () =>
          Response.json({ url: '/uploads/certificates/new.pdf' }, { status: 201 }),
        'PUT /api/owner/businesses/:businessId/halal-profile': () => {
          saved = { ...saved, certificateUrl: '/uploads/certificates/new.pdf' };
          return Response.json({ waitsForReview: false });
        },
      },
    );
    renderInfoTab();
    const file = await screen.findByLabelText('Replace certificate file');
    await userEvent.upload(file, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(notify.notifyError).toHaveBeenCalledWith('Invalid file type', 'Please select a PNG, JPEG or PDF file.');
    expect(requestsTo(fetchMock, 'POST', /certificates$/)).toHaveLength(0);

    await userEvent.upload(file, new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('New certificate, not saved yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      '/uploads/certificates/new.pdf',
    );
    // Issue 29: uploaded for this business, through its own dashboard route.
    const [uploaded] = requestsTo(fetchMock, 'POST', /certificates$/);
    expect(new URL(String(uploaded?.[0]), 'http://localhost').pathname).toBe(
      `/api/owner/businesses/${businessId}/certificates`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save halal details' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(SAVED_LIVE));
    const [save] = requestsTo(fetchMock, 'PUT', /\/halal-profile$/);
    expect(bodyOf(save)).toMatchObject({ profile: { certificateUrl: '/uploads/certificates/new.pdf' } });
    expect(await screen.findByText('Current certificate')).toBeInTheDocument();
  });

  it('says why the server refused a certificate file: a PDF with scripts, or too many uploads waiting (issue 29)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusals = [
      {
        status: 415,
        code: 'PDF_ACTIVE_CONTENT',
        message: 'This PDF contains scripts, actions or embedded files. Please upload a plain PDF or an image.',
      },
      {
        status: 429,
        code: 'UPLOAD_QUOTA_EXCEEDED',
        message: 'You have 25MB of uploads waiting to be saved. Save the form that uses them, or try again later.',
      },
    ];
    let next = 0;
    givenInfoApi(
      { profiles: [givenOwnerHalalProfile()] },
      {
        'POST /api/owner/businesses/:businessId/certificates': () => {
          const { status, ...error } = refusals[next++]!;
          return Response.json({ error }, { status });
        },
      },
    );
    renderInfoTab();
    const file = await screen.findByLabelText('Upload certificate file');
    const pdf = () => new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' });
    await userEvent.upload(file, pdf());
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'PDF not accepted',
        'This PDF contains scripts, actions or embedded files, or could not be checked. Please upload a plain PDF or an image.',
      ),
    );
    await userEvent.upload(file, pdf());
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'Too many uploads waiting',
        'You have 25MB of uploads waiting to be saved. Save the form that uses them, or try again later.',
      ),
    );
    expect(screen.queryByRole('link', { name: 'View certificate' })).not.toBeInTheDocument();
  });

  it("puts the server's reason beside the certificate file", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenInfoApi(
      { profiles: [givenOwnerHalalProfile()] },
      {
        'PUT /api/owner/businesses/:businessId/halal-profile': () =>
          Response.json(
            {
              error: {
                code: 'VALIDATION',
                message: 'Upload the certificate file with the form.',
                fields: { 'profile.certificateUrl': 'Not an uploaded file' },
              },
            },
            { status: 400 },
          ),
      },
    );
    renderInfoTab();
    const form = await screen.findByRole('form', { name: 'Halal details' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save halal details' }));
    expect(await within(form).findByText('Not an uploaded file')).toBeInTheDocument();
    expect(notify.notifyError).toHaveBeenCalledWith(
      'Failed to save halal details.',
      'Upload the certificate file with the form.',
    );
  });
});
