import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../testing/speak';
import { BusinessMap } from './business-map';
import type { BusinessMapProps } from './map-props';
import { givenMarker } from './testing/marker-fixture';

// Real Leaflet in jsdom: no layout (the map has no size), but its markers and their events are there.

const saffron = givenMarker();
const kabob = givenMarker({ id: 'location-2', businessId: 'business-2', name: 'Kabob House', latitude: 39.77 });

async function renderMap(props: Partial<BusinessMapProps> = {}) {
  const onSelect = vi.fn();
  const all: BusinessMapProps = {
    markers: [saffron, kabob],
    tiles: { url: '', attribution: '' },
    label: 'Map of the results',
    onSelect,
    cluster: false,
    ...props,
  };
  const view = render(<BusinessMap {...all} />);
  await act(async () => {}); // the map is made in an effect, its pins in the next
  return { ...view, onSelect, props: all };
}

describe('the business map', () => {
  beforeEach(() => {
    // Leaflet scrolls the window back after focusing the map on a mouse press; jsdom has no scrolling.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  it('shows each location as a button named by its business, chosen by Enter, Space or a click', async () => {
    const user = userEvent.setup();
    const { onSelect } = await renderMap();

    expect(screen.getByRole('region', { name: 'Map of the results' })).toBeInTheDocument();
    const pin = screen.getByRole('button', { name: 'Saffron Grill' });
    pin.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(saffron);

    onSelect.mockClear();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(saffron);

    await user.click(screen.getByRole('button', { name: 'Kabob House' }));
    expect(onSelect).toHaveBeenLastCalledWith(kabob);
  });

  it('marks the chosen pin, keeping the same element (and focus) on the same places', async () => {
    const { rerender, props } = await renderMap();
    const pin = screen.getByRole('button', { name: 'Kabob House' });

    rerender(<BusinessMap {...props} markers={[{ ...saffron }, { ...kabob }]} selectedId={kabob.id} />);
    await act(async () => {});

    expect(screen.getByRole('button', { name: 'Kabob House' })).toBe(pin);
    expect(pin).toHaveAttribute('aria-current', 'true');
    expect(pin).toHaveClass('map-pin-selected');
    expect(screen.getByRole('button', { name: 'Saffron Grill' })).not.toHaveAttribute('aria-current');
  });

  it('clears the choice when the map itself is clicked', async () => {
    const user = userEvent.setup();
    const { onSelect } = await renderMap({ selectedId: saffron.id });

    await user.click(screen.getByRole('region', { name: 'Map of the results' }));

    expect(onSelect).toHaveBeenLastCalledWith(null);
  });
});

describe('the business map in Spanish', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    speak('es');
  });
  afterEach(() => {
    speak('en');
  });

  it("names Leaflet's zoom buttons and its credit in the visitor's language", async () => {
    await renderMap({ label: 'Mapa de resultados' });

    expect(screen.getByRole('button', { name: 'Acercar' })).toHaveAttribute('title', 'Acercar');
    expect(screen.getByRole('button', { name: 'Alejar' })).toHaveAttribute('title', 'Alejar');
    expect(screen.queryByRole('button', { name: /Zoom/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Leaflet/ })).toHaveAttribute(
      'title',
      'Una biblioteca de JavaScript para mapas interactivos',
    );
  });
});

describe('the business map with clustering on', () => {
  // Leaflet reads the map's size from its element; jsdom lays nothing out, so the map is given one.
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
  });

  // Two doors on one Carmel block, a few metres apart, and a place in Bloomington, 60 miles south.
  const nextDoor = givenMarker({ id: 'location-2', businessId: 'business-2', name: 'Kabob House', latitude: 39.9785 });
  const bloomington = givenMarker({
    id: 'location-3',
    businessId: 'business-3',
    name: 'Cedar Bakery',
    latitude: 39.1653,
    longitude: -86.5264,
  });

  it('gathers nearby pins into one numbered cluster and leaves a distant pin alone', async () => {
    await renderMap({ markers: [saffron, nextDoor, bloomington], cluster: true });

    // The clusters of the first view fade out as the map zooms to its pins.
    expect(await screen.findByRole('button', { name: '2 places: zoom in' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Cedar Bakery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Saffron Grill' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kabob House' })).not.toBeInTheDocument();
  });

  it('shows every pin when clustering is off', async () => {
    await renderMap({ markers: [saffron, nextDoor, bloomington], cluster: false });

    for (const name of ['Saffron Grill', 'Kabob House', 'Cedar Bakery'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /places: zoom in/ })).not.toBeInTheDocument();
  });
});

// Issue 31: the listing keeps the map's centre and zoom in its URL, so Back opens it as it was.
describe('the business map and its view', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
  });

  const bloomington = givenMarker({ id: 'location-3', name: 'Cedar Bakery', latitude: 39.1653, longitude: -86.5264 });

  it('fits itself to its pins and tells the view it took', async () => {
    const onViewChange = vi.fn();
    await renderMap({ onViewChange });
    const [view] = onViewChange.mock.lastCall!;
    expect(view.center[0]).toBeCloseTo((saffron.latitude + kabob.latitude) / 2, 2);
    expect(view.center[1]).toBeCloseTo(saffron.longitude, 2);
    expect(view.zoom).toBeGreaterThan(9);
  });

  it('opens at the view it is given instead of fitting its pins, and tells each move from there', async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    await renderMap({ onViewChange, startView: { center: [39.5, -86.5], zoom: 9 } });
    expect(onViewChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await vi.waitFor(() => expect(onViewChange).toHaveBeenCalled());
    const [view] = onViewChange.mock.lastCall!;
    expect(view.zoom).toBe(10);
    expect(view.center[0]).toBeCloseTo(39.5, 4);
    expect(view.center[1]).toBeCloseTo(-86.5, 4);
  });

  it('still fits itself to new pins, as after a change of filter', async () => {
    const onViewChange = vi.fn();
    const { rerender, props } = await renderMap({ onViewChange, startView: { center: [39.5, -86.5], zoom: 9 } });

    rerender(<BusinessMap {...props} markers={[bloomington]} />);
    await act(async () => {});

    expect(onViewChange).toHaveBeenLastCalledWith({ center: [bloomington.latitude, bloomington.longitude], zoom: 14 });
  });
});
