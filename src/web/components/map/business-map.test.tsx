import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
