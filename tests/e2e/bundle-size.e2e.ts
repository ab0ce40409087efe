import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Issue 15: what a first visit downloads before a public page can show itself, read from the build's manifest
// (global-setup.ts builds the web app before the journeys).

const webDist = path.resolve('dist/web');
const manifestFile = path.join(webDist, '.vite/manifest.json');

/** The home page's initial JavaScript, gzipped at level 9, may not exceed this. */
const HOME_BUDGET_BYTES = 120 * 1024;
/** The business page showed its heading after 39 script requests before issue 15; it must need fewer. */
const BUSINESS_SCRIPTS_BEFORE = 39;

/** Text only Leaflet's or leaflet.markercluster's code holds: class names they give their elements, their own names. */
const MAP_LIBRARIES = {
  Leaflet: /leaflet-pane|leafletjs\.com/,
  'leaflet.markercluster': /markerClusterGroup|marker-cluster-/,
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: build the web app first (npm run build).`);
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
}

/** The chunks a browser must fetch to run `keys`: each of them and everything they import statically. */
function staticClosure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return [...seen].map((key) => manifest[key] as ManifestChunk).filter((chunk) => chunk.file.endsWith('.js'));
}

/**
 * The scripts a first visit to a public route needs: the script a page the server rendered starts with,
 * the app's entry and its imports, then the route's own chunk if it loads on demand.
 */
function scriptsForRoute(manifest: Manifest, routeModule: string): ManifestChunk[] {
  const entries = ['page-start.ts', 'index.html'];
  for (const entry of entries) if (!manifest[entry]?.isEntry) throw new Error(`The manifest has no ${entry} entry.`);
  const route = Object.keys(manifest).find((key) => manifest[key]?.src === routeModule);
  const lazyRoute = route !== undefined && manifest[route]?.isDynamicEntry;
  return staticClosure(manifest, lazyRoute ? [...entries, route] : entries);
}

const gzippedBytes = (chunks: ManifestChunk[]) =>
  chunks.reduce((sum, chunk) => sum + gzipSync(readFileSync(path.join(webDist, chunk.file)), { level: 9 }).length, 0);

/** 'Leaflet in assets/x.js' for each map library whose code one of the chunks holds. */
function mapLibrariesIn(chunks: ManifestChunk[]): string[] {
  return chunks.flatMap((chunk) => {
    const code = readFileSync(path.join(webDist, chunk.file), 'utf8');
    return Object.entries(MAP_LIBRARIES)
      .filter(([, signature]) => signature.test(code))
      .map(([library]) => `${library} in ${chunk.file}`);
  });
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('the first load of the public pages (issue 15)', () => {
  it('keeps the home page within 120 KB of JavaScript, gzipped', () => {
    const scripts = scriptsForRoute(readManifest(), 'app/home/home-page.tsx');
    const bytes = gzippedBytes(scripts);
    console.log(`home: ${kilobytes(bytes)} of JavaScript gzipped in ${scripts.length} files`);
    expect(bytes).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
  });

  it(`shows a business page's heading with fewer than ${BUSINESS_SCRIPTS_BEFORE} script requests`, () => {
    const scripts = scriptsForRoute(readManifest(), 'features/catalog/business-page.tsx');
    console.log(`business page: ${scripts.length} script requests, ${kilobytes(gzippedBytes(scripts))} gzipped`);
    expect(scripts.length).toBeLessThan(BUSINESS_SCRIPTS_BEFORE);
  });

  // Issue 17: the map's code comes when a map is shown (components/map/lazy-map.tsx).
  it("loads neither Leaflet nor its clusters with the home page's JavaScript", () => {
    const manifest = readManifest();
    expect(mapLibrariesIn(scriptsForRoute(manifest, 'app/home/home-page.tsx'))).toEqual([]);
    // The map's own chunks do hold both: what is looked for is there to be found.
    const mapChunks = staticClosure(manifest, ['components/map/business-map.tsx']);
    expect(mapLibrariesIn(mapChunks).map((found) => found.split(' in ')[0])).toEqual(
      expect.arrayContaining(['Leaflet', 'leaflet.markercluster']),
    );
  });
});
