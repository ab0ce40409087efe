import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web app's layering, checked on every import: features are self-contained and only the route pages
// (app/routes/) compose them; lib/ and components/ sit below every feature; production code never reaches
// test-only modules. Biome keeps the same rules as code is written (biome.json, noRestrictedImports per
// zone); this test is the second check, and it reads each import as the file it resolves to, whether the
// path is relative or goes through an alias of tsconfig.json.

const webRoot = path.resolve(import.meta.dirname);
const srcRoot = path.dirname(webRoot);

interface Import {
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Aliases = Record<string, string[]>;

/** The path aliases tsconfig.json declares (`compilerOptions.paths`, relative to its `baseUrl` or itself). */
function tsconfigAliases(): { aliases: Aliases; base: string } {
  const config = JSON.parse(readFileSync(path.join(srcRoot, '..', 'tsconfig.json'), 'utf8')) as {
    compilerOptions?: { paths?: Aliases; baseUrl?: string };
  };
  const options = config.compilerOptions ?? {};
  return { aliases: options.paths ?? {}, base: path.resolve(srcRoot, '..', options.baseUrl ?? '.') };
}

/**
 * The file an import names, as a path under src/, or null for a package: a relative path from the
 * importing file, or an alias (`@/features/x` with `"@/*": ["src/*"]`) from the aliases' base.
 */
function resolveImport(specifier: string, file: string, { aliases, base } = tsconfigAliases()) {
  if (/^\.{1,2}\//.test(specifier)) return path.relative(srcRoot, path.resolve(path.dirname(file), specifier));
  for (const [alias, [target] = []] of Object.entries(aliases)) {
    const [prefix = '', suffix] = alias.split('*');
    const matches = suffix === undefined ? specifier === alias : specifier.startsWith(prefix);
    if (!matches || !target) continue;
    const rest = suffix === undefined ? '' : specifier.slice(prefix.length, specifier.length - suffix.length);
    return path.relative(srcRoot, path.resolve(base, target.replace('*', rest)));
  }
  return null;
}

/** Every import (static, dynamic, re-exported or mocked) of every web file that names a file of the project. */
function webImports(): Import[] {
  const pattern = /(?:from|import|vi\.mock)\s*\(?\s*['"]([^'"]+)['"]/g;
  const aliases = tsconfigAliases();
  return sourceFiles(webRoot).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].flatMap((match) => {
      const to = resolveImport(match[1] ?? '', file, aliases);
      return to === null ? [] : [{ from: path.relative(srcRoot, file), to }];
    }),
  );
}

const featureOf = (file: string) => /^web\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isTestOnly = (file: string) => isTest(file) || /(^|\/)testing(\/|$)/.test(file) || file === 'web/test-setup.ts';

const imports = webImports();
const describeImport = ({ from, to }: Import) => `${from} → ${to}`;

describe('web import boundaries', () => {
  it('reads the imports of the web app', () => {
    // A walk that found nothing would pass every rule below.
    expect(imports.length).toBeGreaterThan(500);
  });

  it('reads an aliased import as the file it names, as a relative one', () => {
    const aliases = {
      aliases: { '@/*': ['src/*'], '~admin': ['src/web/features/admin/admin-page.tsx'] },
      base: path.dirname(srcRoot),
    };
    const from = path.join(webRoot, 'features/admin/admin-dashboard.tsx');
    expect(resolveImport('@/web/features/passport/open-book', from, aliases)).toBe('web/features/passport/open-book');
    expect(resolveImport('../passport/open-book', from, aliases)).toBe('web/features/passport/open-book');
    expect(resolveImport('~admin', from, aliases)).toBe('web/features/admin/admin-page.tsx');
    expect(resolveImport('react', from, aliases)).toBeNull();
  });

  it("lets no feature import another feature, whatever the file's name; the route pages compose them", () => {
    const crossing = imports.filter(({ from, to }) => {
      const own = featureOf(from);
      const other = featureOf(to);
      return own !== null && other !== null && own !== other;
    });
    expect(crossing.map(describeImport)).toEqual([]);
  });

  it('keeps the route pages in app/routes/, out of the features', () => {
    const router = readFileSync(path.join(webRoot, 'app/router.tsx'), 'utf8');
    const pages = [...router.matchAll(/import\('(\.[^']+)'\)/g)].map((match) =>
      path.relative(srcRoot, path.resolve(webRoot, 'app', match[1] ?? '')),
    );
    expect(pages.length).toBeGreaterThan(15);
    expect(pages.filter((page) => !page.startsWith('web/app/routes/') && page !== 'web/app/offline-page')).toEqual([]);
  });

  it('keeps the features off the app shell (a test may render the route page its feature serves)', () => {
    const upward = imports.filter(
      ({ from, to }) => featureOf(from) !== null && !isTestOnly(from) && to.startsWith('web/app/'),
    );
    expect(upward.map(describeImport)).toEqual([]);
  });

  it('keeps lib/ and components/ below the features and the app shell', () => {
    const upward = imports.filter(
      ({ from, to }) => /^web\/(lib|components)\//.test(from) && /^web\/(features|app)\//.test(to),
    );
    expect(upward.map(describeImport)).toEqual([]);
  });

  it('keeps test-only modules out of what ships', () => {
    const leaking = imports.filter(({ from, to }) => !isTestOnly(from) && isTestOnly(to));
    expect(leaking.map(describeImport)).toEqual([]);
    const vitestInProduction = sourceFiles(webRoot)
      .map((file) => path.relative(srcRoot, file))
      .filter(
        (file) => !isTestOnly(file) && /from ['"]vitest['"]/.test(readFileSync(path.join(srcRoot, file), 'utf8')),
      );
    expect(vitestInProduction).toEqual([]);
  });

  it("keeps the web app off the server, except the typed API client and the tests' typed fakes, which import its types", () => {
    const serverImports = imports.filter(({ to }) => to.startsWith('server/'));
    expect(serverImports.map(describeImport)).toEqual([
      'web/lib/api.ts → server/app',
      'web/testing/fetch-fixture.ts → server/app',
    ]);
  });
});

describe("the server's own error codes (src/domain/server-errors.ts)", () => {
  it('are never named by the web, which shows the words their answers carry', async () => {
    const { SERVER_ERRORS } = await import('../domain/server-errors');
    const production = sourceFiles(webRoot).filter((file) => !/\.test\.tsx?$|[\\/]testing[\\/]/.test(file));
    const named = production.flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return Object.keys(SERVER_ERRORS)
        .filter((name) => new RegExp(`['"\`]${name}['"\`]`).test(code))
        .map((name) => `${name} in ${path.relative(srcRoot, file)}`);
    });
    expect(named).toEqual([]);
  });
});
