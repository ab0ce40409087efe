import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../../lib/category-queries';
import { halalCertifiersKey } from '../../../lib/halal-certifier-queries';
import { catalogKeys } from '../../../lib/query-keys';
import { pick, restaurantsCategory } from '../../../testing/business-fixture';
import { bodyOf, givenApi, requestsTo } from '../../../testing/fetch-fixture';
import { certifiers } from '../../../testing/halal-certifiers-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { AdminBusiness } from '../admin-queries';
import { bakeriesCategory, givenAdminBusiness } from '../testing/admin-fixtures';
import { BusinessFormDialog } from './business-form-dialog';
import { givenHalalProfile } from './testing/halal-profile-fixture';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

const categories: Category[] = [
  { ...restaurantsCategory, position: 1 },
  { ...bakeriesCategory, position: 3 },
  { id: '1b4e28ba-2fa1-4d2b-8c3e-000000000006', name: 'All Businesses', slug: 'all-businesses', position: 6 },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderDialog(business?: AdminBusiness) {
  const onOpenChange = vi.fn();
  renderWithProviders(<BusinessFormDialog business={business} open onOpenChange={onOpenChange} />, {
    queryData: [
      [catalogKeys.categories, categories],
      [halalCertifiersKey, certifiers],
    ],
    staleTime: Infinity,
  });
  return onOpenChange;
}

describe('Add Restaurant and Edit dialogs (SPEC §5 Admin add restaurant)', () => {
  it('asks for at least the name and category, and offers only real categories', async () => {
    const fetchMock = givenApi({});
    renderDialog();
    expect(screen.getByLabelText('State')).toHaveValue('IN');
    await userEvent.click(screen.getByRole('button', { name: 'Add Restaurant' }));
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith('Please fill in at least the name and category.'),
    );
    await userEvent.click(screen.getByLabelText('Category'));
    expect(screen.getByRole('option', { name: 'Bakeries' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'All Businesses' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds a restaurant with a pasted image URL', async () => {
    const fetchMock = givenApi({
      'POST /api/admin/businesses': () => Response.json(givenAdminBusiness({ isApproved: true }), { status: 201 }),
    });
    const onOpenChange = renderDialog();
    await userEvent.type(screen.getByLabelText('Name'), 'Date Palm Bakery');
    await userEvent.click(screen.getByLabelText('Category'));
    await userEvent.click(screen.getByRole('option', { name: 'Bakeries' }));
    await userEvent.click(screen.getByLabelText('Image URL'));
    await userEvent.paste('https://images.example.com/bakery.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Add Restaurant' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Restaurant Added', expect.any(String)));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Date Palm Bakery',
      categoryId: bakeriesCategory.id,
      imageUrl: 'https://images.example.com/bakery.jpg',
      state: 'IN',
    });
  });

  it('checks an uploaded image: an image type, under 5MB', async () => {
    const fetchMock = givenApi({});
    renderDialog();
    const upload = screen.getByLabelText('Upload Image');
    await userEvent.upload(upload, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(notify.notifyError).toHaveBeenCalledWith('Invalid file type', 'Please select an image file.');
    await userEvent.upload(upload, new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(notify.notifyError).toHaveBeenCalledWith('File too large', 'Image must be less than 5MB.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('edits a listing with its fields filled in, and says when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = givenApi({
      'PATCH /api/admin/businesses/:id': () => Response.json({ error: {} }, { status: 500 }),
    });
    renderDialog(givenAdminBusiness({ isApproved: true }));
    expect(screen.getByRole('dialog', { name: 'Edit Saffron Lantern Kitchen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Saffron Lantern Kitchen');
    expect(screen.getByLabelText('Category')).toHaveTextContent('Restaurants');
    expect(screen.getByLabelText('City')).toHaveValue('Carmel');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith('Failed to update business information.'));
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
  });

  it("edits the listing's cuisines, and sends them in the list's order", async () => {
    const fetchMock = givenApi({ 'PATCH /api/admin/businesses/:id': () => Response.json({}) });
    renderDialog(givenAdminBusiness({ isApproved: true, cuisines: ['pakistani'] }));
    const cuisines = within(screen.getByRole('group', { name: 'Cuisines' }));
    expect(cuisines.getByRole('checkbox', { name: 'Pakistani' })).toBeChecked();
    await userEvent.click(cuisines.getByRole('checkbox', { name: 'Afghan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({ cuisines: ['afghan', 'pakistani'] });
  });

  it('edits where the business is from its primary location, the place the public page shows', async () => {
    const fetchMock = givenApi({
      'PATCH /api/admin/businesses/:id': () => Response.json(givenAdminBusiness({ isApproved: true })),
    });
    const atlas = givenAdminBusiness({ isApproved: true, name: 'Atlas Couscous House', city: 'Evansville' });
    const [main] = atlas.locations;
    renderDialog({
      ...atlas,
      locations: [
        { ...main!, id: 'loc-2', name: 'Fishers Kitchen', city: 'Fishers', isPrimary: false },
        { ...main!, address: '9 Michigan St', city: 'South Bend', zip: '46601', isPrimary: true },
      ],
    });
    expect(screen.getByLabelText('Address')).toHaveValue('9 Michigan St');
    expect(screen.getByLabelText('City')).toHaveValue('South Bend');
    expect(screen.getByLabelText('ZIP')).toHaveValue('46601');

    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), 'Mishawaka');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Business Updated', expect.any(String)));
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ address: '9 Michigan St', city: 'Mishawaka', zip: '46601' });
  });

  it("falls back to the business's own address when it has no primary location", () => {
    givenApi({});
    renderDialog(givenAdminBusiness({ isApproved: true, city: 'Evansville', locations: [] }));
    expect(screen.getByLabelText('City')).toHaveValue('Evansville');
  });

  it("edits the halal details from the listing's own profile, and sends them all on save (issue 16)", async () => {
    const fetchMock = givenApi({
      'PATCH /api/admin/businesses/:id': () => Response.json(givenAdminBusiness({ isApproved: true })),
    });
    const onRecord = givenHalalProfile({ certificateUrl: '/files/certificates/abc.pdf' });
    renderDialog(givenAdminBusiness({ isApproved: true, halalProfile: onRecord }));
    const halal = within(screen.getByRole('group', { name: 'Halal details' }));
    expect(halal.getByLabelText('Halal level')).toHaveTextContent('Halal options');
    expect(halal.getByLabelText('Chicken')).toHaveTextContent('Machine-slaughtered');
    expect(halal.getByLabelText('Beef')).toHaveTextContent('Hand-slaughtered (zabiha)');
    expect(halal.getByLabelText('Lamb/goat')).toHaveTextContent('Not served');
    expect(halal.getByLabelText('Other meat')).toHaveTextContent('Not stated');
    expect(halal.getByLabelText('Alcohol')).toHaveTextContent('No alcohol');
    expect(halal.getByLabelText('Pork on premises')).toHaveTextContent('No');
    expect(halal.getByLabelText('Prayer space')).toBeChecked();
    expect(halal.getByLabelText('Muslim-owned')).toBeChecked();
    expect(halal.getByLabelText('Certifying body')).toHaveTextContent('ISNA Halal');
    expect(halal.getByLabelText('Certificate expiry date')).toHaveValue('2026-12-31');
    expect(halal.queryByLabelText('Other certifying body')).not.toBeInTheDocument();

    await userEvent.click(halal.getByLabelText('Halal level'));
    await userEvent.click(screen.getByRole('option', { name: 'Fully halal' }));
    await userEvent.click(halal.getByLabelText('Chicken'));
    await userEvent.click(screen.getByRole('option', { name: 'Hand-slaughtered (zabiha)' }));
    await userEvent.click(halal.getByLabelText('Muslim-owned'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Business Updated', expect.any(String)));
    const { halal: sent } = bodyOf(fetchMock.mock.calls[0]) as { halal: unknown };
    // What the admin did not touch goes back as it is on record, the certificate file too (the dialog does
    // not replace it).
    const untouched = pick(onRecord, [
      'beef',
      'lambGoat',
      'otherMeat',
      'alcohol',
      'pork',
      'prayerSpace',
      'certifierId',
      'certifierOther',
      'certificateUrl',
      'certificateExpiresOn',
    ]);
    expect(sent).toEqual({
      ...untouched,
      level: 'fully',
      chicken: 'zabiha',
      // Unticked reads 'Not stated': the directory never says "not Muslim-owned".
      muslimOwned: 'not_stated',
    });
  });

  it('adds a restaurant with its halal details all Not stated unless given, and a certifying body not on the list', async () => {
    const fetchMock = givenApi({
      'POST /api/admin/businesses': () => Response.json(givenAdminBusiness({ isApproved: true }), { status: 201 }),
    });
    renderDialog();
    expect(screen.getByLabelText('Halal level')).toHaveTextContent('Not stated');
    expect(screen.getByLabelText('Muslim-owned')).not.toBeChecked();
    await userEvent.type(screen.getByLabelText('Name'), 'Date Palm Bakery');
    await userEvent.click(screen.getByLabelText('Category'));
    await userEvent.click(screen.getByRole('option', { name: 'Bakeries' }));
    await userEvent.click(screen.getByLabelText('Certifying body'));
    expect(screen.getByRole('option', { name: 'Halal Food Authority' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Other' }));
    await userEvent.type(screen.getByLabelText('Other certifying body'), 'Midwest Halal Council');
    await userEvent.click(screen.getByRole('button', { name: 'Add Restaurant' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Restaurant Added', expect.any(String)));
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({
      halal: {
        level: null,
        chicken: 'not_stated',
        alcohol: 'not_stated',
        pork: 'not_stated',
        prayerSpace: false,
        muslimOwned: 'not_stated',
        certifierId: null,
        certifierOther: 'Midwest Halal Council',
        certificateExpiresOn: null,
      },
    });
  });

  it('uploads a certificate file for the listing being edited, and sends it with its halal details', async () => {
    const fetchMock = givenApi({
      'POST /api/admin/businesses/:id/certificates': () =>
        Response.json({ url: '/uploads/certificates/edited.pdf' }, { status: 201 }),
      'PATCH /api/admin/businesses/:id': () => Response.json(givenAdminBusiness({ isApproved: true })),
    });
    const business = givenAdminBusiness({ isApproved: true, halalProfile: givenHalalProfile() });
    renderDialog(business);
    const halal = within(screen.getByRole('group', { name: 'Halal details' }));
    await userEvent.upload(
      halal.getByLabelText('Certificate file'),
      new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' }),
    );
    expect(await halal.findByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      '/uploads/certificates/edited.pdf',
    );
    const [upload] = requestsTo(fetchMock, 'POST', /certificates$/);
    expect(String(upload?.[0])).toBe(`/api/admin/businesses/${business.id}/certificates`);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Business Updated', expect.any(String)));
    const [save] = requestsTo(fetchMock, 'PATCH', /^\/api\/admin\/businesses\//);
    expect(bodyOf(save)).toMatchObject({ halal: { certificateUrl: '/uploads/certificates/edited.pdf' } });
  });

  it('uploads a certificate file for a restaurant not added yet as one for a new listing', async () => {
    const fetchMock = givenApi({
      'POST /api/submissions/certificates': () =>
        Response.json({ url: '/uploads/certificates/added.pdf' }, { status: 201 }),
    });
    renderDialog();
    const file = screen.getByLabelText('Certificate file');
    await userEvent.upload(file, new File([new Uint8Array(5 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }));
    expect(notify.notifyError).toHaveBeenCalledWith('File too large', 'Please select a file smaller than 5MB.');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.upload(file, new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      '/uploads/certificates/added.pdf',
    );
    expect(requestsTo(fetchMock, 'POST', /^\/api\/submissions\/certificates$/)).toHaveLength(1);
    // Removed before saving, the restaurant is added without it.
    await userEvent.click(screen.getByRole('button', { name: 'Remove certificate file' }));
    expect(screen.queryByRole('link', { name: 'View certificate' })).not.toBeInTheDocument();
  });

  it('keeps a certifying body an admin retired on the listing that names it, and offers it to no other (decision 020)', async () => {
    givenApi({});
    const retired = { ...certifiers[0]!, retired: true };
    const onOpenChange = vi.fn();
    renderWithProviders(
      <BusinessFormDialog
        business={givenAdminBusiness({ halalProfile: givenHalalProfile({ certifierId: retired.id }) })}
        open
        onOpenChange={onOpenChange}
      />,
      {
        queryData: [
          [catalogKeys.categories, categories],
          [halalCertifiersKey, [retired, certifiers[1]!]],
        ],
        staleTime: Infinity,
      },
    );
    expect(screen.getByLabelText('Certifying body')).toHaveTextContent('Halal Food Authority (retired)');
    await userEvent.click(screen.getByLabelText('Certifying body'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Not stated',
      'Halal Food Authority (retired)',
      'ISNA Halal',
      'Other',
    ]);
  });
});
