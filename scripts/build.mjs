// npm run build: the web app into dist/web (with brotli and gzip copies of its text files) and its server
// build of the public pages into dist/ssr, and the server bundled into dist/server/main.js, so production
// runs plain JavaScript. `node scripts/build.mjs web` or `… server` builds one of the two.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'dist/web');
const serverDir = path.join(root, 'dist/server');

/** Text the server sends precompressed; smaller files are not worth a compressed copy. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml)$/i;
const MIN_BYTES = 1024;

/** The browser's build into dist/web, then the server's build of the pages it renders into dist/ssr. */
function buildWeb() {
  const started = Date.now();
  for (const args of [[], ['--ssr', 'entry-server.tsx']]) {
    const vite = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args],
      {
        cwd: root,
        stdio: 'inherit',
        // A caller's NODE_ENV (vitest sets `test`) would give a development build of React.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (vite.status !== 0) throw new Error('the web build failed');
  }
  console.log(`Web app built into dist/web and dist/ssr in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * The installed app's icons (the web app manifest names them, vite.config.ts), drawn from the logo: plain
 * at 192 and 512 px, and a maskable one whose mark keeps within the safe zone of a round or squircle mask.
 */
async function drawIcons() {
  const { default: sharp } = await import('sharp');
  const logo = await readFile(path.join(root, 'src/web/public/favicon.svg'));
  const iconsDir = path.join(webDir, 'icons');
  mkdirSync(iconsDir, { recursive: true });
  for (const size of [192, 512])
    await sharp(logo, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toFile(path.join(iconsDir, `icon-${size}.png`));
  const mark = await sharp(logo, { density: (72 * 360) / 32 })
    .resize(360, 360)
    .png()
    .toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: '#047857' } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toFile(path.join(iconsDir, 'icon-maskable-512.png'));
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/** Writes `file.br` (brotli at its best) and `file.gz` next to every compressible file of dist/web. */
async function precompressWeb() {
  const started = Date.now();
  const files = filesUnder(webDir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let before = 0;
  let after = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      before += bytes.length;
      after += br.length;
    }),
  );
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `Precompressed ${files.length} files (${kb(before)} → ${kb(after)} brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/**
 * The server as one ES module; its packages stay in node_modules. What it reads from disk next to its
 * sources goes next to the bundle: the SQL migrations (db/client.ts finds them beside itself). The web
 * app is found from the project root (main.ts), which is two folders up from both.
 */
async function buildServer() {
  const started = Date.now();
  const { build } = await import('esbuild');
  rmSync(serverDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: path.join(serverDir, 'main.js'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(serverDir, 'migrations'), { recursive: true });
  // The interface's and the mail's catalogues, which the server compiles as it starts (src/server/i18n).
  cpSync(path.join(root, 'src/web/locales'), path.join(serverDir, 'locales'), {
    recursive: true,
    filter: (source) => !source.endsWith('.ts'),
  });
  console.log(`Server bundled into dist/server/main.js in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

const parts = process.argv.slice(2);
const wanted = (part) => parts.length === 0 || parts.includes(part);
try {
  if (wanted('web')) {
    buildWeb();
    await drawIcons();
    await precompressWeb();
  }
  if (wanted('server')) await buildServer();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
