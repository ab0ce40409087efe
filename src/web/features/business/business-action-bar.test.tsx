import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessLocation } from '../../lib/business-queries';
import { givenBusinessPage } from '../../testing/catalog-fixtures';
import { ACTION_CLASSES, BusinessActionBar } from './business-action-bar';

const saffron = givenBusinessPage();
const [carmel] = saffron.locations as [BusinessLocation];
const pinnedCarmel: BusinessLocation = { ...carmel, latitude: 39.978, longitude: -86.118 };
const downtown: BusinessLocation = {
  ...carmel,
  id: 'loc-2',
  name: 'Downtown',
  address: '1 Monument Cir',
  city: 'Indianapolis',
  zip: '46204',
  isPrimary: false,
  latitude: 39.768,
  longitude: -86.158,
};

const chat = (
  <button type="button" className={ACTION_CLASSES}>
    Chat
  </button>
);

function actionsOf(props: Partial<Parameters<typeof BusinessActionBar>[0]> = {}) {
  render(<BusinessActionBar business={saffron} position={null} {...props} />);
  const bar = screen.queryByRole('list', { name: 'Actions' });
  return bar
    ? within(bar)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : null;
}

const directions = () => screen.getByRole('link', { name: /^Directions/ });

describe('the action bar at the top of the business page (issue 31)', () => {
  it('offers Call, Directions, Website, Chat and Stamp, in that order, when the business has them all', () => {
    const stamp = (
      <button type="button" className={ACTION_CLASSES}>
        Stamp
      </button>
    );
    expect(actionsOf({ chat, stamp })).toEqual(['Call (317) 555-0142', 'Directions', 'Website', 'Chat', 'Stamp']);
    // Plain links: they work before the page's code has run.
    expect(screen.getByRole('link', { name: 'Call (317) 555-0142' })).toHaveAttribute('href', 'tel:3175550142');
    expect(directions()).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=12%20Main%20St%2C%20Carmel%2C%20IN%2046032',
    );
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://saffron.example.com');
  });

  it('shows only the actions the business has', () => {
    const noNumberNoSite = givenBusinessPage({
      phone: null,
      websiteUrl: null,
      locations: [{ ...carmel, phone: null }],
    });
    expect(actionsOf({ business: noNumberNoSite })).toEqual(['Directions']);
  });

  it('calls the primary location when the business gives no number of its own (decision 012)', () => {
    actionsOf({ business: givenBusinessPage({ phone: null }) });
    expect(screen.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:3175550142');
  });

  it('leads to the business’s own address without locations, and offers no Directions to a bare state', () => {
    const ownAddress = givenBusinessPage({ locations: [], address: '9 Elm St', city: 'Fishers', zip: '46037' });
    actionsOf({ business: ownAddress });
    expect(directions().getAttribute('href')).toContain(encodeURIComponent('9 Elm St, Fishers, IN 46037'));
  });

  it('offers nothing to go by for a place known only by its state, and no bar at all without any action', () => {
    const nowhere = givenBusinessPage({
      phone: null,
      websiteUrl: null,
      locations: [],
      address: null,
      city: null,
      zip: null,
    });
    expect(actionsOf({ business: nowhere })).toBeNull();
  });

  it('leads to the primary location, or to the nearest pinned one once the visitor has shared where they are', () => {
    const twoPlaces = givenBusinessPage({ locations: [pinnedCarmel, downtown] });
    const { unmount } = render(<BusinessActionBar business={twoPlaces} position={null} />);
    // With several locations the link says which one it leads to.
    expect(directions()).toHaveAccessibleName('Directions, Carmel, IN');
    expect(directions().getAttribute('href')).toContain(encodeURIComponent('39.978,-86.118'));
    unmount();

    const atTheStatehouse = { latitude: 39.768, longitude: -86.162 };
    render(<BusinessActionBar business={twoPlaces} position={atTheStatehouse} />);
    expect(directions()).toHaveAccessibleName('Directions, Indianapolis, IN');
    expect(directions().getAttribute('href')).toContain(encodeURIComponent('39.768,-86.158'));
  });

  it('keeps only the Website of a place closed for good: no call, trip or chat to a place nobody is at', () => {
    expect(actionsOf({ business: givenBusinessPage({ closedAt: '2025-05-01T12:00:00.000Z' }) })).toEqual(['Website']);
  });
});
