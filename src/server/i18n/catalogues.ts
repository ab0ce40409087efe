import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, intlLocale, LOCALES, type Locale } from '../../domain/locales';

// The catalogues of the interface and of the mail (src/web/locales/<locale>/<part>.json: English text →
// translation), compiled once as the server starts. The browser is sent its language's compiled catalogue
// (GET /api/messages/:locale); pages rendered here and mail use them in process.

const here = path.dirname(fileURLToPath(import.meta.url));
/** Beside the bundle in a build (scripts/build.mjs copies them), in the web app's sources otherwise. */
const LOCALES_DIR = [path.join(here, 'locales'), path.join(here, '../../web/locales')].find((dir) => existsSync(dir));

export type Catalogue = Record<string, string>;

/** Every part of one language's catalogue, merged. */
export function readCatalogue(locale: Locale, dir = LOCALES_DIR): Catalogue {
  if (!dir || !existsSync(path.join(dir, locale))) return {};
  const merged: Catalogue = {};
  for (const file of readdirSync(path.join(dir, locale)).sort()) {
    if (!file.endsWith('.json')) continue;
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8')) as Catalogue);
  }
  return merged;
}

/**
 * A catalogue compiled for the browser and for Lingui: English keeps only the messages with placeholders
 * (a plain English text is its own id); the others keep every translated message (an untranslated one shows
 * in English).
 */
export function compileCatalogue(locale: Locale, catalogue: Catalogue): Messages {
  const compiled: Messages = {};
  for (const [id, text] of Object.entries(catalogue)) {
    if (!text) continue;
    const message = compileMessage(text);
    // A plain English text is its own id: nothing to send. (Plain texts stay compiled, as lists of their
    // pieces: Lingui warns about any message given to it as a bare string.)
    const plain = Array.isArray(message) && message.every((part) => typeof part === 'string') ? message.join('') : null;
    if (locale === DEFAULT_LOCALE && plain === id) continue;
    compiled[id] = message;
  }
  return compiled;
}

export interface CompiledLocale {
  messages: Messages;
  /** The compiled catalogue as the browser receives it, and its version (a hash of it). */
  json: string;
  version: string;
  i18n: I18n;
}

export type Catalogues = Record<Locale, CompiledLocale>;

let loaded: Catalogues | undefined;

/** Every language's compiled catalogue, compiled on first use. */
export function catalogues(): Catalogues {
  loaded ??= Object.fromEntries(
    LOCALES.map((locale) => {
      const messages = compileCatalogue(locale, readCatalogue(locale));
      const json = JSON.stringify(messages);
      const i18n = setupI18n();
      i18n.load(locale, messages);
      i18n.activate(locale, [intlLocale(locale)]);
      return [
        locale,
        { messages, json, version: createHash('sha256').update(json).digest('base64url').slice(0, 12), i18n },
      ];
    }),
  ) as Catalogues;
  return loaded;
}

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** A text of the interface or of a mail in `locale`: `t('Confirm your email address')`. */
export function translator(locale: Locale): Translate {
  const { i18n } = catalogues()[locale];
  return (id, values) => (values === undefined && i18n.messages[id] === undefined ? id : i18n._(id, values));
}

/**
 * A text known only at run time (a seeded category's name, a domain constant's label) in `locale` when a
 * catalogue has it, as it is otherwise: the server's twin of the web's `translate`.
 */
export function translate(locale: Locale, text: string): string {
  return translator(locale)(text);
}
