import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HalalCertifier, halalCertifiersKey } from '../../lib/halal-certifier-queries';
import { catalogKeys } from '../../lib/query-keys';
import type { SessionUser } from '../../lib/session/session-context';
import { directoryCategories } from '../../testing/business-fixture';
import { bodyOf, givenApi, requestsTo } from '../../testing/fetch-fixture';
import { certifierNamed, certifiers } from '../../testing/halal-certifiers-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { SubmitBusinessPage } from './submit-business-page';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

const categories = directoryCategories;
const certifiersListed: HalalCertifier[] = [
  ...certifiers,
  // Retired by an admin: no longer offered for a new choice.
  { id: '7c9e6679-7425-40de-944b-e07fc1f90ae3', name: 'Old Prairie Halal', websiteUrl: null, retired: true },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderSubmitPage(user: SessionUser | null = givenSessionUser()) {
  renderWithProviders(<SubmitBusinessPage />, {
    user,
    url: '/submit-business',
    queryData: [
      [catalogKeys.categories, categories],
      [halalCertifiersKey, certifiersListed],
    ],
    staleTime: Infinity,
  });
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The submission answered as the server takes it: 201 with the new listing. */
const accepted = (name: string, slug: string) => () => Response.json({ id: 'b1', slug, name }, { status: 201 });

/** Fills the two fields every submission needs: the business's name and its primary category. */
async function fillRequired(name: string, category: string) {
  await userEvent.type(screen.getByLabelText('Business Name'), name);
  await choose('Primary Category', category);
}

describe('submit business page (SPEC §2 /submit-business)', () => {
  it("asks a signed-out visitor to sign up or sign in, with 'Need Help?' and the way back home", () => {
    renderSubmitPage(null);
    expect(screen.getByText('Sign in Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/auth?redirect=/submit-business&tab=signup',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?redirect=/submit-business&tab=login',
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Submit Business' })).not.toBeInTheDocument();
  });

  it('keeps Submit Business disabled until a name and a category are present', async () => {
    renderSubmitPage();
    const submit = screen.getByRole('button', { name: 'Submit Business' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Business Name'), 'Date Palm Bakery');
    expect(submit).toBeDisabled();
    await choose('Primary Category', 'Bakeries');
    expect(submit).toBeEnabled();
    await userEvent.clear(screen.getByLabelText('Business Name'));
    expect(submit).toBeDisabled();
  });

  it('offers only real categories, and lets every category but the first be removed', async () => {
    renderSubmitPage();
    await userEvent.click(screen.getByLabelText('Primary Category'));
    expect(screen.queryByRole('option', { name: 'All Businesses' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Restaurants' }));
    await choose('Additional Categories', 'Bakeries');

    const chosen = within(screen.getByRole('list', { name: 'Chosen categories' }));
    expect(chosen.getByText('Restaurants')).toBeInTheDocument();
    expect(chosen.queryByRole('button', { name: 'Remove Restaurants' })).not.toBeInTheDocument();
    await userEvent.click(chosen.getByRole('button', { name: 'Remove Bakeries' }));
    expect(chosen.queryByText('Bakeries')).not.toBeInTheDocument();
  });

  it("adds locations up to five, when the button reads 'Max 5' and is disabled", async () => {
    renderSubmitPage();
    expect(screen.getByRole('group', { name: 'Location 1' })).toHaveTextContent('Primary');
    expect(screen.getByLabelText('State')).toHaveValue('IN');
    expect(screen.queryByRole('button', { name: 'Remove location 1' })).not.toBeInTheDocument();
    for (let added = 1; added < 5; added++) {
      await userEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    }
    expect(screen.getAllByRole('group', { name: /^Location \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add Location' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Max 5' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove location 5' }));
    expect(screen.getByRole('button', { name: 'Add Location' })).toBeEnabled();
  });

  it('refuses a file that is not an image, and one of 5MB or more, before uploading', async () => {
    const fetchMock = givenApi({});
    renderSubmitPage();
    const photo = screen.getByLabelText('Photo');
    await userEvent.upload(photo, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(notify.notifyError).toHaveBeenCalledWith('Invalid file type', 'Please select an image file.');
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(photo, big);
    expect(notify.notifyError).toHaveBeenCalledWith('File too large', 'Please select an image smaller than 5MB.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says so when the server keeps too many of the person's uploads waiting (issue 29)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'POST /api/uploads/images': () =>
        Response.json(
          {
            error: {
              code: 'UPLOAD_QUOTA_EXCEEDED',
              message:
                'You have 25MB of uploads waiting to be saved. Save the form that uses them, or try again later.',
            },
          },
          { status: 429 },
        ),
    });
    renderSubmitPage();
    await userEvent.upload(screen.getByLabelText('Photo'), new File(['jpg'], 'front.jpg', { type: 'image/jpeg' }));
    await vi.waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'Too many uploads waiting',
        'You have 25MB of uploads waiting to be saved. Save the form that uses them, or try again later.',
      ),
    );
    expect(screen.queryByAltText('Preview of your upload')).not.toBeInTheDocument();
  });

  it('uploads the photo, sends the business with its ordered categories and cuisines, and thanks the submitter', async () => {
    const fetchMock = givenApi({
      'POST /api/uploads/images': () => Response.json({ url: '/uploads/images/abc.webp' }, { status: 201 }),
      'POST /api/submissions': accepted('Date Palm Bakery', 'date-palm-bakery'),
    });
    renderSubmitPage();
    await fillRequired('Date Palm Bakery', 'Bakeries');
    await choose('Additional Categories', 'Coffee Shops');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Desserts' }));
    await userEvent.upload(screen.getByLabelText('Photo'), new File(['jpg'], 'front.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByAltText('Preview of your upload')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('City'), 'Carmel');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Business' }));

    expect(await screen.findByRole('heading', { name: 'Business Submitted' })).toBeInTheDocument();
    expect(notify.notifySuccess).toHaveBeenCalledWith(
      'Business Submitted',
      'Thank you! We will review your submission within 2-3 business days.',
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/submissions'))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Date Palm Bakery',
      categoryIds: [categories[2]!.id, categories[1]!.id],
      cuisines: ['desserts'],
      imageUrl: '/uploads/images/abc.webp',
      locations: [{ city: 'Carmel', state: 'IN', name: null }],
      // Nothing said of halal: a profile of 'Not stated' answers, which the server does not keep.
      halal: {
        level: null,
        chicken: 'not_stated',
        beef: 'not_stated',
        alcohol: 'not_stated',
        pork: 'not_stated',
        prayerSpace: false,
        muslimOwned: 'not_stated',
        certifierId: null,
        certificateExpiresOn: null,
      },
    });
  });

  it('sends the halal details given, every other fact Not stated (issue 16)', async () => {
    const fetchMock = givenApi({
      'POST /api/submissions': accepted('Zabiha Grill', 'zabiha-grill'),
    });
    renderSubmitPage();
    await fillRequired('Zabiha Grill', 'Restaurants');
    const halal = within(screen.getByRole('group', { name: 'Halal details' }));
    expect(halal.getByLabelText('Halal level')).toHaveTextContent('Not stated');
    expect(halal.getByLabelText('Chicken')).toHaveTextContent('Not stated');
    expect(halal.getByLabelText('Muslim-owned')).not.toBeChecked();

    await choose('Halal level', 'Fully halal');
    await choose('Chicken', 'Hand-slaughtered (zabiha)');
    await choose('Beef', 'Machine-slaughtered');
    await choose('Alcohol', 'No alcohol');
    await choose('Pork on premises', 'No');
    await userEvent.click(halal.getByLabelText('Prayer space'));
    await userEvent.click(halal.getByLabelText('Muslim-owned'));
    await choose('Certifying body', 'ISNA Halal');
    await userEvent.type(halal.getByLabelText('Certificate expiry date'), '2027-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Business' }));

    expect(await screen.findByRole('heading', { name: 'Business Submitted' })).toBeInTheDocument();
    const [call] = requestsTo(fetchMock, 'POST', /^\/api\/submissions$/);
    expect((bodyOf(call) as { halal: unknown }).halal).toEqual({
      level: 'fully',
      chicken: 'zabiha',
      beef: 'machine',
      lambGoat: 'not_stated',
      otherMeat: 'not_stated',
      alcohol: 'none',
      pork: 'no',
      prayerSpace: true,
      muslimOwned: 'yes',
      certifierId: certifierNamed('ISNA Halal').id,
      certifierOther: null,
      certificateUrl: null,
      certificateExpiresOn: '2027-03-31',
    });
  });

  it('offers the certifying bodies still in service, not one an admin retired (decision 020)', async () => {
    givenApi({});
    renderSubmitPage();
    await userEvent.click(screen.getByLabelText('Certifying body'));
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['Not stated', 'Halal Food Authority', 'ISNA Halal', 'Other']);
  });

  it('uploads a certificate file for the new listing and sends it with the halal details', async () => {
    const fetchMock = givenApi({
      'POST /api/submissions/certificates': () =>
        Response.json({ url: '/uploads/certificates/new-listing.pdf' }, { status: 201 }),
      'POST /api/submissions': accepted('Zabiha Grill', 'zabiha-grill'),
    });
    renderSubmitPage();
    await fillRequired('Zabiha Grill', 'Restaurants');
    const halal = within(screen.getByRole('group', { name: 'Halal details' }));
    const file = halal.getByLabelText('Certificate file');
    expect(file).toHaveAccessibleDescription('PNG, JPEG or PDF up to 5MB');

    await userEvent.upload(file, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(notify.notifyError).toHaveBeenCalledWith('Invalid file type', 'Please select a PNG, JPEG or PDF file.');
    expect(requestsTo(fetchMock, 'POST', /certificates$/)).toHaveLength(0);

    await userEvent.upload(file, new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' }));
    expect(await halal.findByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      '/uploads/certificates/new-listing.pdf',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit Business' }));
    expect(await screen.findByRole('heading', { name: 'Business Submitted' })).toBeInTheDocument();
    const [call] = requestsTo(fetchMock, 'POST', /^\/api\/submissions$/);
    expect(bodyOf(call)).toMatchObject({ halal: { certificateUrl: '/uploads/certificates/new-listing.pdf' } });
  });

  it('says why the server refused a certificate file, and keeps none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'POST /api/submissions/certificates': () =>
        Response.json(
          { error: { code: 'PDF_ACTIVE_CONTENT', message: 'This PDF contains scripts.' } },
          { status: 415 },
        ),
    });
    renderSubmitPage();
    const halal = within(screen.getByRole('group', { name: 'Halal details' }));
    await userEvent.upload(
      halal.getByLabelText('Certificate file'),
      new File(['%PDF-1.7'], 'c.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'PDF not accepted',
        'This PDF contains scripts, actions or embedded files, or could not be checked. Please upload a plain PDF or an image.',
      ),
    );
    expect(halal.queryByRole('link', { name: 'View certificate' })).not.toBeInTheDocument();
  });

  it("says 'Failed to submit business. Please try again.' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'POST /api/submissions': () =>
        Response.json(
          {
            error: {
              code: 'VALIDATION',
              message: 'Invalid',
              fields: { websiteUrl: 'Enter a full link', 'halal.certifierId': 'Choose a certifying body' },
            },
          },
          { status: 400 },
        ),
    });
    renderSubmitPage();
    await fillRequired('Date Palm Bakery', 'Bakeries');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Business' }));
    expect(await screen.findByText('Enter a full link')).toBeInTheDocument();
    // The certifying body is one select for the list and 'Other': its refusal shows there.
    expect(screen.getByLabelText('Certifying body')).toHaveAccessibleDescription('Choose a certifying body');
    expect(notify.notifyError).toHaveBeenCalledWith('Failed to submit business. Please try again.');
  });
});
