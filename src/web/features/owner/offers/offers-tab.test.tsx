import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { givenApi, isolateApiFakes, requestsTo } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { type OwnerActionLink, type OwnerLocation, type OwnerOffer, ownerKeys } from '../owner-queries';
import { businessId, givenOwnerLocation } from '../testing/owner-fixtures';
import { OffersTab } from './offers-tab';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

isolateApiFakes();

const carmel = givenOwnerLocation({ id: '9a8b7c6d-0000-4000-8000-000000000001', name: 'Carmel', isPrimary: true });
const fishers = givenOwnerLocation({ id: '9a8b7c6d-0000-4000-8000-000000000002', name: 'Fishers', isPrimary: false });

function givenOffer(overrides: Partial<OwnerOffer> = {}): OwnerOffer {
  return {
    id: '5d4c3b2a-0000-4000-8000-000000000001',
    title: 'Eid week: 10% off',
    text: 'On every family platter.',
    startsOn: '2026-06-10',
    endsOn: '2026-06-20',
    needsPassportStamp: true,
    current: true,
    ...overrides,
  };
}

function givenLink(overrides: Partial<OwnerActionLink> = {}): OwnerActionLink {
  return {
    id: '6e5d4c3b-0000-4000-8000-000000000001',
    kind: 'order_online',
    url: 'https://saffron.example.com/order',
    locationId: null,
    ...overrides,
  };
}

function renderOffersTab({
  offers = [givenOffer()],
  links = [],
  locations = [carmel],
}: {
  offers?: OwnerOffer[];
  links?: OwnerActionLink[];
  locations?: OwnerLocation[];
} = {}) {
  renderWithProviders(<OffersTab businessId={businessId} locations={locations} />, {
    queryData: [
      [ownerKeys.offers(businessId), offers],
      [ownerKeys.actionLinks(businessId), links],
    ],
    staleTime: Infinity,
  });
}

const sentBody = (fetchMock: ReturnType<typeof givenApi>, method: string, path: RegExp) =>
  JSON.parse(String(requestsTo(fetchMock, method, path)[0]?.[1]?.body));

async function openEdit(title = 'Eid week: 10% off') {
  await userEvent.click(screen.getByRole('button', { name: `Edit offer "${title}"` }));
  return screen.findByRole('dialog', { name: 'Edit offer' });
}

describe('offers tab: editing an offer (issue 37)', () => {
  it('opens the offer in the same form, filled in', async () => {
    renderOffersTab();
    const dialog = await openEdit();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Eid week: 10% off');
    expect(within(dialog).getByLabelText('Details')).toHaveValue('On every family platter.');
    expect(within(dialog).getByLabelText('First day')).toHaveValue('2026-06-10');
    expect(within(dialog).getByLabelText('Last day')).toHaveValue('2026-06-20');
    expect(within(dialog).getByLabelText('Show your passport stamp')).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save offer' })).toBeInTheDocument();
  });

  it("saves the changes with PATCH, says 'Offer saved' and closes", async () => {
    const fetchMock = givenApi({
      'PATCH /api/owner/businesses/:businessId/offers/:offerId': () =>
        Response.json(givenOffer({ title: 'Eid week: 15% off' })),
    });
    renderOffersTab();
    const dialog = await openEdit();
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Eid week: 15% off');
    fireEvent.change(within(dialog).getByLabelText('Last day'), { target: { value: '2026-06-25' } });
    await userEvent.click(within(dialog).getByLabelText('Show your passport stamp'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));

    const patches = requestsTo(fetchMock, 'PATCH', /\/offers\/5d4c3b2a-0000-4000-8000-000000000001$/);
    expect(patches).toHaveLength(1);
    expect(sentBody(fetchMock, 'PATCH', /\/offers\//)).toEqual({
      title: 'Eid week: 15% off',
      text: 'On every family platter.',
      startsOn: '2026-06-10',
      endsOn: '2026-06-25',
      needsPassportStamp: false,
    });
    expect(notify.notifySuccess).toHaveBeenCalledWith('Offer saved');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', /\/offers$/)).toHaveLength(0);
  });

  it('Cancel closes the form and sends nothing; opened again, it shows the offer as saved', async () => {
    const fetchMock = givenApi({});
    renderOffersTab();
    let dialog = await openEdit();
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    dialog = await openEdit();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Eid week: 10% off');
  });

  it('shows under the last day that the offer cannot end before it starts, and sends nothing', async () => {
    const fetchMock = givenApi({});
    renderOffersTab();
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByLabelText('Last day'), { target: { value: '2026-06-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));

    const lastDay = within(dialog).getByLabelText('Last day');
    expect(lastDay).toHaveAccessibleDescription('The offer cannot end before it starts.');
    expect(lastDay).toHaveAttribute('aria-invalid', 'true');
    expect(lastDay).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit offer' })).toBeInTheDocument();
  });

  it("shows the server's reason under its field, keeps the form open and raises no toast", async () => {
    givenApi({
      'PATCH /api/owner/businesses/:businessId/offers/:offerId': () =>
        Response.json(
          {
            error: {
              code: 'VALIDATION',
              message: 'title: Please give the offer a title.',
              fields: { title: 'Please give the offer a title.' },
            },
          },
          { status: 400 },
        ),
    });
    renderOffersTab();
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));

    expect(await within(dialog).findByText('Please give the offer a title.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(notify.notifyError).not.toHaveBeenCalled();
    expect(notify.notifySuccess).not.toHaveBeenCalled();
  });

  it("says 'Failed to save the offer.' with the reason when the offer is gone", async () => {
    givenApi({
      'PATCH /api/owner/businesses/:businessId/offers/:offerId': () =>
        Response.json({ error: { code: 'NOT_FOUND', message: 'Offer not found.' } }, { status: 404 }),
    });
    renderOffersTab();
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    await vi.waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith('Failed to save the offer.', 'Offer not found.'),
    );
    expect(screen.getByRole('dialog', { name: 'Edit offer' })).toBeInTheDocument();
  });

  it('the add form names its missing fields and sends nothing', async () => {
    const fetchMock = givenApi({});
    renderOffersTab({ offers: [] });
    const form = screen.getByRole('form', { name: 'Add offer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add offer' }));
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Please give the offer a title.');
    expect(within(form).getByLabelText('First day')).toHaveAccessibleDescription('Choose a day.');
    expect(within(form).getByLabelText('Last day')).toHaveAccessibleDescription('Choose a day.');
    expect(within(form).getByLabelText('Title')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("adds an offer with POST and says 'Offer added'", async () => {
    const fetchMock = givenApi({
      'POST /api/owner/businesses/:businessId/offers': () => Response.json(givenOffer(), { status: 201 }),
    });
    renderOffersTab({ offers: [] });
    const form = screen.getByRole('form', { name: 'Add offer' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Eid week: 10% off');
    fireEvent.change(within(form).getByLabelText('First day'), { target: { value: '2026-06-10' } });
    fireEvent.change(within(form).getByLabelText('Last day'), { target: { value: '2026-06-20' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Add offer' }));
    expect(sentBody(fetchMock, 'POST', /\/offers$/)).toEqual({
      title: 'Eid week: 10% off',
      text: null,
      startsOn: '2026-06-10',
      endsOn: '2026-06-20',
      needsPassportStamp: false,
    });
    expect(notify.notifySuccess).toHaveBeenCalledWith('Offer added');
    expect(within(form).getByLabelText('Title')).toHaveValue('');
  });
});

describe('offers tab: order and reserve links per location (issue 37)', () => {
  const linksForm = () => screen.getByRole('form', { name: 'Order and reserve' });
  const savedLinks = () => givenApi({ 'PUT /api/owner/businesses/:businessId/action-links': () => Response.json([]) });

  it("with one location, shows only the business's links and keeps a location's own link as it is", async () => {
    const fetchMock = savedLinks();
    const carmelDelivery = givenLink({ kind: 'delivery', url: 'https://carmel.example.com/d', locationId: carmel.id });
    renderOffersTab({ links: [givenLink(), carmelDelivery] });
    expect(within(linksForm()).queryByText('Links of one location')).not.toBeInTheDocument();
    expect(within(linksForm()).queryByLabelText('Delivery (Carmel)')).not.toBeInTheDocument();
    expect(within(linksForm()).getByLabelText('Order online')).toHaveValue('https://saffron.example.com/order');

    await userEvent.type(within(linksForm()).getByLabelText('Reserve a table'), 'https://saffron.example.com/book');
    await userEvent.click(within(linksForm()).getByRole('button', { name: 'Save links' }));
    expect(sentBody(fetchMock, 'PUT', /\/action-links$/)).toEqual({
      links: [
        { kind: 'order_online', url: 'https://saffron.example.com/order', locationId: null },
        { kind: 'reserve', url: 'https://saffron.example.com/book', locationId: null },
        { kind: 'delivery', url: 'https://carmel.example.com/d', locationId: carmel.id },
      ],
    });
    expect(notify.notifySuccess).toHaveBeenCalledWith('Links saved');
  });

  it('with several locations, each has its own links, named with the location, and one save sends them all', async () => {
    const fetchMock = savedLinks();
    const fishersOrder = givenLink({ url: 'https://fishers.example.com/order', locationId: fishers.id });
    renderOffersTab({
      links: [givenLink({ kind: 'catering', url: 'https://saffron.example.com/cater' }), fishersOrder],
      locations: [carmel, fishers],
    });
    const form = linksForm();
    // A location with links of its own starts open; the others are a click away.
    expect(within(form).getByLabelText('Order online (Fishers)')).toHaveValue('https://fishers.example.com/order');
    expect(within(form).getByText('Fishers').closest('details')).toHaveAttribute('open');
    expect(within(form).getByText('Carmel').closest('details')).not.toHaveAttribute('open');

    await userEvent.click(within(form).getByText('Carmel'));
    await userEvent.type(within(form).getByLabelText('Delivery (Carmel)'), 'https://carmel.example.com/delivery');
    await userEvent.type(within(form).getByLabelText('Reserve a table (Fishers)'), 'https://fishers.example.com/book');
    await userEvent.clear(within(form).getByLabelText('Order online (Fishers)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save links' }));

    expect(requestsTo(fetchMock, 'PUT', /\/action-links$/)).toHaveLength(1);
    expect(sentBody(fetchMock, 'PUT', /\/action-links$/)).toEqual({
      links: [
        { kind: 'catering', url: 'https://saffron.example.com/cater', locationId: null },
        { kind: 'delivery', url: 'https://carmel.example.com/delivery', locationId: carmel.id },
        { kind: 'reserve', url: 'https://fishers.example.com/book', locationId: fishers.id },
      ],
    });
  });

  it('shows a link that is not a full link under its own field, opening its location, and sends nothing', async () => {
    const fetchMock = savedLinks();
    renderOffersTab({ links: [], locations: [carmel, fishers] });
    const form = linksForm();
    await userEvent.click(within(form).getByText('Fishers'));
    await userEvent.type(within(form).getByLabelText('Catering (Fishers)'), 'fishers catering');
    // The owner closes the location again before saving: the error opens it.
    await userEvent.click(within(form).getByText('Fishers'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save links' }));

    const field = within(form).getByLabelText('Catering (Fishers)');
    expect(field).toHaveAccessibleDescription('Enter a full link starting with https://');
    expect(field.closest('details')).toHaveAttribute('open');
    expect(field).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason under the field of the link it names", async () => {
    givenApi({
      'PUT /api/owner/businesses/:businessId/action-links': () =>
        Response.json(
          {
            error: {
              code: 'VALIDATION',
              message: 'links.1.url: Enter a full link starting with https://',
              fields: { 'links.1.url': 'Enter a full link starting with https://' },
            },
          },
          { status: 400 },
        ),
    });
    renderOffersTab({ links: [givenLink()], locations: [carmel, fishers] });
    const form = linksForm();
    await userEvent.click(within(form).getByText('Carmel'));
    await userEvent.type(within(form).getByLabelText('Reserve a table (Carmel)'), 'https://carmel.example.com/book');
    await userEvent.click(within(form).getByRole('button', { name: 'Save links' }));
    await vi.waitFor(() =>
      expect(within(form).getByLabelText('Reserve a table (Carmel)')).toHaveAccessibleDescription(
        'Enter a full link starting with https://',
      ),
    );
    expect(within(form).getByLabelText('Order online')).not.toHaveAttribute('aria-invalid', 'true');
    expect(notify.notifyError).not.toHaveBeenCalled();
  });
});
