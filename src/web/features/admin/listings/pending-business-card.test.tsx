import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { givenAdminBusiness } from '../testing/admin-fixtures';
import { PendingBusinessCard } from './pending-business-card';
import { givenHalalProfile } from './testing/halal-profile-fixture';

// Corrections: an admin sees what approving a submission publishes — its halal claims, the certificate and
// its locations with their own halal details — before approving it.

afterEach(() => vi.unstubAllGlobals());

/** The answers of a list of facts, by term, as the admin reads them. */
function factsIn(list: HTMLElement): Record<string, string> {
  const terms = within(list).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

const submission = givenAdminBusiness({
  name: 'Two Branch Grill',
  halalProfile: givenHalalProfile({
    level: 'fully',
    chicken: 'zabiha',
    beef: 'not_stated',
    lambGoat: 'not_stated',
    alcohol: 'none',
    pork: 'no',
    prayerSpace: false,
    muslimOwned: 'not_stated',
    certificateUrl: '/uploads/certificates/abc.pdf',
    certificateExpiresOn: '2031-05-31',
  }),
  locations: [
    {
      ...givenAdminBusiness().locations[0]!,
      id: 'loc-1',
      name: 'Downtown',
      address: '1 Market St',
      city: 'Indianapolis',
      zip: '46204',
    },
    {
      ...givenAdminBusiness().locations[0]!,
      id: 'loc-2',
      name: 'Fishers',
      address: '9 Main St',
      city: 'Fishers',
      zip: '46038',
      isPrimary: false,
    },
  ],
  locationHalalProfiles: [
    givenHalalProfile({
      id: 'halal-2',
      locationId: 'loc-2',
      level: 'options',
      chicken: 'machine',
      beef: 'not_stated',
      lambGoat: 'not_stated',
      alcohol: 'beer_wine',
      pork: 'not_stated',
      prayerSpace: false,
      muslimOwned: 'not_stated',
      certifierId: null,
      certifierName: null,
      certificateExpiresOn: null,
    }),
  ],
});

describe('a pending submission', () => {
  it('shows the halal claims it will publish, with a link to the certificate file', () => {
    renderWithProviders(<PendingBusinessCard business={submission} />);
    const card = screen.getByRole('article', { name: 'Two Branch Grill' });
    const halal = within(card).getByRole('region', { name: 'Halal details' });
    expect(factsIn(halal)).toEqual({
      'Halal level': 'Fully halal',
      Chicken: 'Hand-slaughtered (zabiha)',
      Alcohol: 'No alcohol',
      'Pork on premises': 'No',
      'Certifying body': 'ISNA Halal',
      Certificate: expect.stringContaining('Expires May 31, 2031'),
    });
    const link = within(halal).getByRole('link', { name: 'View certificate' });
    expect(link).toHaveAttribute('href', '/uploads/certificates/abc.pdf');
    expect(link).toHaveAttribute('download');
  });

  it('lists every location with its address, and the halal details of one that differs', () => {
    renderWithProviders(<PendingBusinessCard business={submission} />);
    const places = screen.getByRole('region', { name: '2 locations' });
    const [downtown, fishers] = within(places).getAllByRole('listitem');
    expect(downtown).toHaveTextContent('Downtown · Primary');
    expect(downtown).toHaveTextContent('1 Market St, Indianapolis, IN 46204');
    expect(within(downtown!).queryByText('Halal details of this location')).not.toBeInTheDocument();
    expect(fishers).toHaveTextContent('9 Main St, Fishers, IN 46038');
    expect(within(fishers!).getByText('Halal details of this location')).toBeInTheDocument();
    expect(factsIn(fishers!)).toMatchObject({
      'Halal level': 'Halal options',
      Chicken: 'Machine-slaughtered',
      Alcohol: 'Beer and wine',
      'Certifying body': 'Not stated',
      Certificate: 'No certificate file',
    });
  });

  it('says when the submission gives no halal details', () => {
    renderWithProviders(<PendingBusinessCard business={givenAdminBusiness({ name: 'Plain Cafe' })} />);
    const halal = screen.getByRole('region', { name: 'Halal details' });
    expect(halal).toHaveTextContent('No halal details given.');
    expect(screen.getByRole('region', { name: '1 location' })).toHaveTextContent('12 Main St, Carmel, IN 46032');
  });
});
