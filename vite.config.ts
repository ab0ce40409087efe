import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  APP_ROOTS,
  CARD_ROOTS,
  HOME_ROOTS,
  LATER_PAGE_ROOTS,
  PAGE_CHUNK_NAMES,
  PAGE_ROOTS,
} from './src/web/page-chunks';

/**
 * src/domain is pure rules (its README line in docs/architecture.md): a page that imports one constant
 * through the `domain` barrel must not bring every zod schema, and zod itself, along with it.
 */
const domainHasNoSideEffects: Plugin = {
  name: 'domain-has-no-side-effects',
  transform: {
    // Except zod.ts, whose whole point is a setting made before any schema is built.
    filter: { id: /\/src\/domain\/(?!zod\.ts$)[^/]+\.ts$/ },
    handler: () => ({ moduleSideEffects: false }),
  },
};

/**
 * `import { Search } from 'lucide-react'` names the package's index, which imports every icon: the page
 * chunks below (which follow imports) would then give every icon the app uses anywhere to the first chunk
 * that reaches the index, the app's. Each icon is imported from its own module instead, so an icon goes
 * with the pages that show it.
 */
function directIconImports(): Plugin {
  const lucide = fileURLToPath(new URL('node_modules/lucide-react/dist/esm/', import.meta.url));
  const iconFile = new Map<string, string>();
  const index = readFileSync(path.join(lucide, 'lucide-react.mjs'), 'utf8');
  for (const [, names = '', file = ''] of index.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[^']+\.mjs)'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) if (name) iconFile.set(name, path.join(lucide, file));
  }
  return {
    name: 'direct-icon-imports',
    apply: 'build',
    transform: {
      filter: { id: /\/src\/web\/.*\.tsx?$/, code: 'lucide-react' },
      handler(code) {
        const named = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;
        const changed = code.replace(named, (_, list: string) => {
          const rest: string[] = [];
          const icons = list
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
            .flatMap((part) => {
              const [imported = '', local = imported] = part.split(/\s+as\s+/);
              const file = iconFile.get(imported);
              if (!file) rest.push(part);
              return file ? [`import ${local} from ${JSON.stringify(file)};`] : [];
            });
          return [...icons, ...(rest.length ? [`import { ${rest.join(', ')} } from 'lucide-react';`] : [])].join('\n');
        });
        return changed === code ? null : { code: changed, map: null };
      },
    },
  };
}

/**
 * Issue 18: installable, and usable offline. The service worker is src/web/sw.ts (Workbox), given the list
 * of the build's files to keep ahead of need; main.tsx registers it once the page is live. The icons are
 * drawn from the logo by scripts/build.mjs.
 */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Indiana Halal Directory',
      short_name: 'Halal Indiana',
      description: 'The community guide to halal and Muslim-owned food businesses in Indiana.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#047857',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The app's code and styles, and its bare document for the offline page; pages, data and photos are
      // kept as they are seen (sw.ts).
      globPatterns: ['assets/**/*.{js,css}', 'favicon.svg', 'index.html'],
      // Not the dashboards nor the map: an owner's or admin's work needs the server, a map needs its tiles.
      // They are kept when first used, like any other file of the app (sw.ts).
      globIgnores: ['assets/admin-*', 'assets/owner-*', 'assets/*leaflet*', 'assets/*-map-*'],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
    devOptions: { enabled: false },
  });

/**
 * Modules that only re-export others: what a page takes through one is known only once unused code is
 * shaken off, so the walk does not go through them (what they lead to keeps the bundler's own chunks).
 */
const BARRELS = /[\\/](?:node_modules[\\/]radix-ui[\\/]|src[\\/]domain[\\/]index\.ts$)/;

/** Zod is every form's: in a chunk of its own, so that a form does not fetch a whole page's chunk to have it. */
const OWN_CHUNKS = [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }];
const inOwnChunk = (id: string) => OWN_CHUNKS.some((chunk) => chunk.test.test(id));

/** Which page chunk (src/web/page-chunks.ts) each module belongs to, worked out from the module graph once built. */
function pageChunks() {
  const chunkOf = new Map<string, string>();
  const webRoot = fileURLToPath(new URL('src/web/', import.meta.url));
  const plugin: Plugin = {
    name: 'page-chunks',
    apply: 'build',
    buildEnd() {
      chunkOf.clear();
      const inWeb = (roots: readonly string[]) => roots.map((root) => path.join(webRoot, root));
      /** The modules `roots` reach by static imports, but for styles and the bundler's own helpers. */
      const reach = (roots: readonly string[]) => {
        const seen = new Set<string>();
        const next = [...roots];
        for (let id = next.pop(); id !== undefined; id = next.pop()) {
          if (seen.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info || BARRELS.test(id) || inOwnChunk(id)) continue;
          seen.add(id);
          next.push(...info.importedIds);
        }
        return [...seen].filter((id) => !id.startsWith('\0') && /\.[cm]?[jt]sx?$/.test(id));
      };
      const claim = (ids: Iterable<string>, name: string) => {
        for (const id of ids) if (!chunkOf.has(id)) chunkOf.set(id, name);
      };
      claim(reach(inWeb(APP_ROOTS)), 'app');
      const pageRoots = Object.entries({ home: HOME_ROOTS, ...PAGE_ROOTS }).map(
        ([name, roots]) => [name, inWeb(roots)] as const,
      );
      const reached = pageRoots.map(([name, roots]) => [name, reach(roots)] as const);
      const [home, ...others] = reached;
      if (home) claim(home[1], 'home');
      claim(reach(inWeb(CARD_ROOTS)), 'cards');
      const pagesReaching = new Map<string, number>();
      for (const [, ids] of others) for (const id of ids) pagesReaching.set(id, (pagesReaching.get(id) ?? 0) + 1);
      claim(
        [...pagesReaching].filter(([, count]) => count > 1).map(([id]) => id),
        'pages',
      );
      for (const [name, ids] of others) claim(ids, name);
      for (const [name, roots] of Object.entries(LATER_PAGE_ROOTS)) claim(reach(inWeb(roots)), name);
    },
  };
  const groups = PAGE_CHUNK_NAMES.map((name) => ({
    name,
    test: (id: string) => chunkOf.get(id) === name,
    priority: 1,
  }));
  return { plugin, groups };
}

const pages = pageChunks();

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  root: 'src/web',
  // The public files are the browser build's; the server's build has no use for a copy.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    tailwindcss(),
    domainHasNoSideEffects,
    directIconImports(),
    pages.plugin,
    ...(isSsrBuild ? [] : [installableApp()]),
  ],
  // A production build is a production build, whatever NODE_ENV the calling tool left set.
  define: command === 'build' && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // React Router's package names its development build for every condition; a production build takes the
  // production one, which differs only by leaving out development warnings (checked at each hook's call).
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ],
        }
      : {},
  // The server's build of the pages it renders (entry-server.tsx) carries its packages with it, built for
  // production like the browser's: the server process may run with any NODE_ENV.
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/web',
    emptyOutDir: true,
    // No source maps are deployed; the manifest tells the bundle-size test which chunks a page loads.
    sourcemap: false,
    manifest: !isSsrBuild,
    rolldownOptions: {
      // Beside the app, the small script a page the server rendered starts with (page-start.ts).
      input: isSsrBuild
        ? undefined
        : {
            index: fileURLToPath(new URL('src/web/index.html', import.meta.url)),
            'page-start': fileURLToPath(new URL('src/web/page-start.ts', import.meta.url)),
          },
      output: {
        codeSplitting: {
          groups: [
            // What every page runs, in one file: fewer requests, and it compresses better as one.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|hono)[\\/]/,
              priority: 2,
            },
            ...pages.groups,
            ...OWN_CHUNKS.map((chunk) => ({ ...chunk, priority: 1 })),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
}));
