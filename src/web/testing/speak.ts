import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '../../domain/locales';
import { activateLocale } from '../lib/i18n';
import { lingui } from '../lib/i18n-runtime';

/**
 * Shows the interface in `locale` with its whole catalogue, compiled as the server compiles it, the way the
 * browser shows a page in that language. A test puts English back with `speak('en')` when it is done.
 */
export function speak(locale: Locale) {
  if (locale === 'en') return activateLocale('en', null);
  const dir = path.resolve(import.meta.dirname, '../locales', locale);
  const texts: Record<string, string> = Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'))),
  );
  const compiled = Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));
  activateLocale(locale, lingui(locale, compiled));
}
