import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LazyBusinessMap, LazyPinPicker } from './lazy-map';
import type { BusinessMapProps, PinPickerProps } from './map-props';
import { givenMarker } from './testing/marker-fixture';

// The map code itself (Leaflet) is not run here: stand-ins record when their module is loaded.
const loaded = vi.hoisted(() => ({ modules: [] as string[], pinPickerAttempts: 0 }));

vi.mock('leaflet', () => {
  loaded.modules.push('leaflet');
  return {};
});

vi.mock('./business-map', async () => {
  loaded.modules.push('business-map');
  const { createElement } = await import('react');
  return {
    BusinessMap: ({ label, markers }: BusinessMapProps) =>
      createElement('section', { 'aria-label': label }, markers.map((marker) => marker.name).join(', ')),
  };
});

vi.mock('./pin-picker', async () => {
  loaded.modules.push('pin-picker');
  const { createElement } = await import('react');
  return {
    // The first load fails, as it would offline; the next one succeeds.
    get PinPicker() {
      loaded.pinPickerAttempts += 1;
      if (loaded.pinPickerAttempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return ({ label }: PinPickerProps) => createElement('section', { 'aria-label': label });
    },
  };
});

const tiles = { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example' };

// First in this file: the server's render must happen before any client render has loaded the map code.
describe('a map rendered on the server', () => {
  it('is the placeholder, and loads neither the map code nor Leaflet', async () => {
    expect(loaded.modules).toEqual([]);

    const html = renderToString(<LazyBusinessMap markers={[givenMarker()]} tiles={tiles} label="Map of the results" />);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(html).toContain('Loading map…');
    expect(html).toContain('role="status"');
    expect(loaded.modules).toEqual([]);
  });
});

describe('a map in the browser', () => {
  it('shows the placeholder first, then the map once its code has loaded', async () => {
    render(
      <LazyBusinessMap
        markers={[givenMarker(), givenMarker({ id: 'location-2', name: 'Kabob House' })]}
        tiles={undefined}
        label="Map of the results"
        className="h-96"
      />,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading map…');
    expect(screen.getByRole('status').parentElement?.parentElement).toHaveClass('h-96');

    const map = await screen.findByRole('region', { name: 'Map of the results' });
    expect(map).toHaveTextContent('Saffron Grill, Kabob House');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loaded.modules).toContain('business-map');
  });

  it('offers to try again when the map code could not be loaded', async () => {
    const user = userEvent.setup();
    render(
      <LazyPinPicker latitude={null} longitude={null} onChange={() => {}} tiles={tiles} label="Pin the entrance" />,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('The map could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Pin the entrance' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
