import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  root: 'src/web',
  // The public files are the browser build's; the server's build has no use for a copy.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), domainHasNoSideEffects],
  // A production build is a production build, whatever NODE_ENV the calling tool left set.
  define: command === 'build' && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
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
            },
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
