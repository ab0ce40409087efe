import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Issues 15 and 40: the home page's weight and where the map's libraries live, read from the build the
// journeys run on (its manifest), without a browser. The number of scripts each page asks for, and that
// its HTML names them, is measured in the browser (bundle-size.e2e.ts).

const webDist = path.resolve('dist/web');

/**
 * Issue 31: the home page's first JavaScript, gzipped at level 9. Its featured cards' code is not in it: they
 * keep the server's markup until they come near the screen (lib/hydrate-when-near.tsx).
 */
const HOME_BUDGET_BYTES = 120 * 1024;

/** Text only Leaflet's or leaflet.markercluster's code holds: class names they give their elements, their own names. */
const MAP_LIBRARIES = {
  Leaflet: /leaflet-pane|leafletjs\.com/,
  'leaflet.markercluster': /markerClusterGroup|marker-cluster-/,
};

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The chunk and every chunk it imports statically, as manifest keys. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return seen;
  seen.add(key);
  for (const next of chunk.imports ?? []) closure(next, seen);
  return seen;
}

/** The manifest key of a page chunk named in src/web/page-chunks.ts ('home'). */
function pageChunk(name: string): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.name === name && !manifest[k]?.isEntry);
  if (!key) throw new Error(`the build has no '${name}' chunk`);
  return key;
}

const scriptsOf = (keys: Iterable<string>) =>
  [...keys].map((key) => `/${manifest[key]?.file}`).filter((file) => file.endsWith('.js'));

const gzippedBytes = (scripts: string[]) =>
  scripts.reduce((sum, script) => sum + gzipSync(readFileSync(path.join(webDist, script)), { level: 9 }).length, 0);

/** 'Leaflet in /assets/x.js' for each map library whose code one of the scripts holds. */
function mapLibrariesIn(scripts: string[]): string[] {
  return scripts.flatMap((script) => {
    const code = readFileSync(path.join(webDist, script), 'utf8');
    return Object.entries(MAP_LIBRARIES)
      .filter(([, signature]) => signature.test(code))
      .map(([library]) => `${library} in ${script}`);
  });
}

/** The scripts that hold zod's code: the error code of a value of the wrong type, as zod writes it. */
const zodIn = (scripts: string[]) =>
  scripts.filter((script) => readFileSync(path.join(webDist, script), 'utf8').includes('"invalid_type"'));

describe('what the home page and the map weigh in the build (issues 15 and 40)', () => {
  // What a rendered home page names in its HTML: the first script, the entry with its imports, and the
  // home page's own chunk with its imports (the server announces them, src/server/web.ts).
  const homeScripts = scriptsOf(
    new Set([...closure('page-start.ts'), ...closure('index.html'), ...closure(pageChunk('home'))]),
  );

  it('keeps the home page within 120 KB of JavaScript, gzipped, without the map', () => {
    // What is measured is there: the entry and the home page's chunk, not an empty list.
    expect(homeScripts).toEqual(
      expect.arrayContaining([`/${manifest['index.html']?.file}`, `/${manifest[pageChunk('home')]?.file}`]),
    );
    const bytes = gzippedBytes(homeScripts);
    console.log(`home: ${(bytes / 1024).toFixed(1)} KB of JavaScript gzipped in ${homeScripts.length} files`);
    expect(bytes).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
    expect(mapLibrariesIn(homeScripts)).toEqual([]);
  });

  it('keeps zod out of the first screens of the home, listing and business pages', () => {
    // Zod is what a form checks its fields with: the pages people read come alive without it (decision 026),
    // and a value shown on a page (a currency, a limit) lives apart from the schemas that use it.
    const everyScript = scriptsOf(Object.keys(manifest));
    expect(zodIn(everyScript).length).toBeGreaterThan(0);
    for (const page of ['home', 'category', 'business']) {
      const scripts = scriptsOf(
        new Set([...closure('page-start.ts'), ...closure('index.html'), ...closure(pageChunk(page))]),
      );
      expect(zodIn(scripts), page).toEqual([]);
    }
  });

  it('holds the map libraries in the map’s own chunks, for the pages that show a map', () => {
    const files = scriptsOf(closure('components/map/business-map.tsx'));
    // What is looked for is there to be found.
    expect(mapLibrariesIn(files).map((found) => found.split(' in ')[0])).toEqual(
      expect.arrayContaining(['Leaflet', 'leaflet.markercluster']),
    );
  });
});
