import L from 'leaflet';
import { formatNumber } from '../../lib/format';
import { t } from '../../lib/i18n';

// The pins and clusters drawn on a map (their look is in map.css).

/**
 * A div icon whose element carries its accessible name. Leaflet makes a new element each time a marker
 * comes onto the map (a cluster opening, a zoom), so the name is set wherever the element is made.
 */
class NamedIcon extends L.DivIcon {
  readonly name: string;
  readonly current: boolean;

  constructor(name: string, current: boolean, options: L.DivIconOptions) {
    super(options);
    this.name = name;
    this.current = current;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    element.setAttribute('aria-label', this.name);
    if (this.current) element.setAttribute('aria-current', 'true');
    else element.removeAttribute('aria-current');
    return element;
  }
}

const PIN = {
  html: '<span class="map-pin-head" aria-hidden="true"></span>',
  iconSize: [32, 40],
  iconAnchor: [16, 38],
} satisfies L.DivIconOptions;

/** A business's pin, named by the business; the selected one looks different and is marked current. */
export function pinIcon(name: string, selected: boolean): L.DivIcon {
  return new NamedIcon(name, selected, { ...PIN, className: selected ? 'map-pin map-pin-selected' : 'map-pin' });
}

/** The pin of the pin picker: dragged, never focused, so it needs no name. */
export const pickedPlaceIcon = L.divIcon({ ...PIN, className: 'map-pin map-pin-selected' });

/** A numbered cluster; Enter or a click zooms into it (leaflet.markercluster). */
export function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  return new NamedIcon(t('{count, plural, other {# places: zoom in}}', { count }), false, {
    html: `<span aria-hidden="true">${formatNumber(count)}</span>`,
    className: 'map-cluster',
    iconSize: [40, 40],
  });
}
