import { act, render } from '@testing-library/react';
import { BrowserRouter, createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mapViewOf, useMapView } from './use-map-view';

// Issue 31: Back from a place returns to the listing's map as it was, its centre and zoom kept in its URL.

const seen: { view?: ReturnType<typeof useMapView> } = {};

function MapViewProbe() {
  seen.view = useMapView();
  return null;
}

const opened: { navigate?: ReturnType<typeof useNavigate> } = {};

/** The map's view, with the way to open another page. */
function LeavingProbe() {
  opened.navigate = useNavigate();
  return <MapViewProbe />;
}

/** The hook on the listing at `url`, with a page before it in the history. */
function renderMapView(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <MapViewProbe /> }], { initialEntries: ['/', url] });
  render(<RouterProvider router={router} />);
  return { router, view: () => seen.view! };
}

describe("the listing map's view in its URL", () => {
  it('opens at the centre and zoom the URL keeps', () => {
    const { view } = renderMapView('/c/restaurants?view=map&center=39.76840,-86.15810&zoom=13');
    expect(view().startView).toEqual({ center: [39.7684, -86.1581], zoom: 13 });
  });

  it('fits the map to its pins when the URL keeps no view, or one that is no place', () => {
    for (const search of [
      'view=map',
      'center=39.7,-86.1',
      'zoom=12',
      'center=91,-86.1&zoom=12',
      'center=abc&zoom=12',
      'center=39.7,-86.1&zoom=30',
      'center=39.7,-86.1,5&zoom=12',
    ])
      expect(mapViewOf(new URLSearchParams(search)), search).toBeNull();
  });

  it("writes each new view in place of the listing's URL, keeping its filters, so Back still leaves the listing", () => {
    const { router, view } = renderMapView('/c/restaurants?q=kebab&open=now&view=map');
    act(() => view().keepView({ center: [39.768412345, -86.158098765], zoom: 14 }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('center')).toBe('39.76841,-86.15810');
    expect(params.get('zoom')).toBe('14');
    expect(params.get('q')).toBe('kebab');
    expect(params.get('open')).toBe('now');
    expect(params.get('view')).toBe('map');
    // Replaced, not pushed: one step back is the page before the listing.
    act(() => {
      void router.navigate(-1);
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('writes nothing when the view is the one the URL already keeps', () => {
    const { router, view } = renderMapView('/c/restaurants?view=map&center=39.76840,-86.15810&zoom=13');
    const before = router.state.location.key;
    act(() => view().keepView({ center: [39.7684, -86.1581], zoom: 13 }));
    expect(router.state.location.key).toBe(before);
  });

  it('writes nothing once a place is being opened, so a last move of the map does not take the visitor back', () => {
    window.history.replaceState(null, '', '/c/restaurants?view=map');
    render(
      <BrowserRouter>
        <LeavingProbe />
      </BrowserRouter>,
    );
    act(() => {
      void opened.navigate!('/r/saffron-grill');
      // The map's last move, before the listing has given way to the place.
      seen.view!.keepView({ center: [39.7, -86.1], zoom: 12 });
    });
    expect(window.location.pathname).toBe('/r/saffron-grill');
    expect(window.location.search).toBe('');
  });
});
