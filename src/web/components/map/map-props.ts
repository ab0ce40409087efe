// What the map components are given. Kept apart from the components so that naming a type never
// brings Leaflet into a bundle: the code itself loads only when a map is shown (lazy-map.tsx).

/** One pin on a map: a location of a business. */
export interface MapMarker {
  /** The location's id. */
  id: string;
  businessId: string;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  /** 'Carmel, IN' */
  place: string | null;
}

/** Where a map looks: its centre (latitude, longitude) and its zoom. */
export interface MapView {
  center: [latitude: number, longitude: number];
  zoom: number;
}

/** The map's background tiles, from the server's configuration (GET /api/site). */
export interface MapTiles {
  /** A Leaflet tile URL template: 'https://tile.example.org/{z}/{x}/{y}.png'. An empty one draws no tiles. */
  url: string;
  /** HTML: the tile provider's credit, shown in the map's corner. */
  attribution: string;
}

export interface BusinessMapProps {
  markers: MapMarker[];
  tiles: MapTiles;
  /** The map region's accessible name. */
  label: string;
  selectedId?: string | null;
  /** Called with the marker chosen (click, Enter or Space), or null when the map's background is clicked. */
  onSelect?: (marker: MapMarker | null) => void;
  /** Whether nearby pins gather into numbered clusters; on unless false. */
  cluster?: boolean;
  /** The map's size and frame; a full-width box 20rem high unless given. */
  className?: string;
  /** The zoom when there is one marker; 14 unless given. */
  singleZoom?: number;
  /** Where the map opens, instead of fitting its first pins (a view kept in the URL); read once. */
  startView?: MapView | null;
  /** Called with the map's view after each move: dragged, zoomed, or fitted to new pins. */
  onViewChange?: (view: MapView) => void;
}

export interface PinPickerProps {
  latitude: number | null;
  longitude: number | null;
  /** Called with the pin's new place, rounded to 6 decimals (about 10 cm). */
  onChange: (latitude: number, longitude: number) => void;
  tiles: MapTiles;
  /** The map region's accessible name. */
  label: string;
  /** The map's size and frame; a full-width box 16rem high unless given. */
  className?: string;
}
