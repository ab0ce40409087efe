import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web app's layering, checked on every import: features are self-contained and only pages compose
// them; lib/ and components/ sit below every feature; production code never reaches test-only modules.

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

/** Every relative import (static, dynamic or mocked) of every web file, resolved to a path under src/. */
function webImports(): Import[] {
  const pattern = /(?:from|import|vi\.mock)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
  return sourceFiles(webRoot).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => ({
      from: path.relative(srcRoot, file),
      to: path.relative(srcRoot, path.resolve(path.dirname(file), match[1] ?? '')),
    })),
  );
}

const featureOf = (file: string) => /^web\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isTestOnly = (file: string) => isTest(file) || /(^|\/)testing(\/|$)/.test(file) || file === 'web/test-setup.ts';
/** A page composes features (the business page shows its reviews); so may its own test. */
const isPage = (file: string) => /-page(\.test)?\.tsx$/.test(file);

const imports = webImports();
const describeImport = ({ from, to }: Import) => `${from} → ${to}`;

describe('web import boundaries', () => {
  it('reads the imports of the web app', () => {
    // A walk that found nothing would pass every rule below.
    expect(imports.length).toBeGreaterThan(500);
  });

  it("lets no feature import another feature's internals; pages may compose features", () => {
    const crossing = imports.filter(({ from, to }) => {
      const own = featureOf(from);
      const other = featureOf(to);
      return own !== null && other !== null && own !== other && !isPage(from);
    });
    expect(crossing.map(describeImport)).toEqual([]);
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

  it('keeps the web app off the server, except the typed API client that imports its types', () => {
    const serverImports = imports.filter(({ to }) => to.startsWith('server/'));
    expect(serverImports.map(describeImport)).toEqual(['web/lib/api.ts → server/app']);
  });
});
