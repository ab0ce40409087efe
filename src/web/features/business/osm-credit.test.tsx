import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OsmCredit } from './osm-credit';

// Issue 35: a place with OpenStreetMap data credits it, linked, and words its halal tag as map data.

describe('OsmCredit', () => {
  it("credits OpenStreetMap's contributors and says what the map says of halal food, unchecked", () => {
    render(<OsmCredit osm={{ type: 'way', id: '42', dietHalal: 'only', hoursNote: 'Mo-Fr 11:00-21:00; PH off' }} />);
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    expect(screen.getByRole('link', { name: 'OpenStreetMap says: halal only' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/way/42',
    );
    expect(screen.getByText('(map data, not checked by the team)')).toBeInTheDocument();
    expect(screen.getByText('Opening hours as mapped: Mo-Fr 11:00-21:00; PH off')).toBeInTheDocument();
  });

  it('says nothing of halal food when the tag is none it knows', () => {
    render(<OsmCredit osm={{ type: 'node', id: '1', dietHalal: 'no', hoursNote: null }} />);
    expect(screen.queryByText(/OpenStreetMap says/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeInTheDocument();
  });
});
