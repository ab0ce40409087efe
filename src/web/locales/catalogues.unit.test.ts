import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/locales';
import { english } from '../../domain/translate';

// Issue 18: every language has every message English has, with the same placeholders, and every text the
// code shows through t() or msg() is in the English catalogue, which is the text itself.

const localesDir = path.resolve('src/web/locales');
const webDir = path.resolve('src/web');
const serverDir = path.resolve('src/server');
type Catalogue = Record<string, string>;

const parts = readdirSync(path.join(localesDir, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

function read(locale: string, part: string): Catalogue {
  return JSON.parse(readFileSync(path.join(localesDir, locale, `${part}.json`), 'utf8')) as Catalogue;
}

/** Each placeholder of a message with the kind of value it takes: a number for plurals, else a word. */
function placeholderKinds(message: string): Map<string, 'number' | 'word'> {
  const kinds = new Map<string, 'number' | 'word'>();
  const walk = (compiled: unknown) => {
    if (!Array.isArray(compiled)) return;
    for (const token of compiled) {
      if (!Array.isArray(token) || typeof token[0] !== 'string') continue;
      const numeric = ['plural', 'selectordinal', 'number'].includes(String(token[1]));
      if (!kinds.has(token[0]) || numeric) kinds.set(token[0], numeric ? 'number' : 'word');
      if (token[2] && typeof token[2] === 'object') for (const branch of Object.values(token[2])) walk(branch);
    }
  };
  walk(compileMessage(message));
  return kinds;
}

/** The names of a message's placeholders, found in its compiled form (plural branches included). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a text, or a list of texts and placeholders: [name, type?, branches?].
  const walk = (compiled: unknown) => {
    if (!Array.isArray(compiled)) return;
    for (const token of compiled) {
      if (!Array.isArray(token) || typeof token[0] !== 'string') continue;
      names.add(token[0]);
      if (token[2] && typeof token[2] === 'object') for (const branch of Object.values(token[2])) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The first argument of every `t('…')` and `msg('…')` call in the code under `dir`, and calls of t() with anything else. */
function messagesInCode(dir: string) {
  const ids = new Map<string, string>();
  const dynamic: string[] = [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('testing'),
  );
  for (const file of files) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    const visit = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== 'object') return;
      const n = node as Node;
      const callee = n.callee as Node | undefined;
      if (n.type === 'CallExpression' && callee?.type === 'Identifier' && ['t', 'msg'].includes(String(callee.name))) {
        const [first] = n.arguments as Node[];
        if (first?.type === 'Literal' && typeof first.value === 'string') ids.set(first.value, file);
        else if (first?.type === 'TemplateLiteral' && (first.expressions as unknown[]).length === 0)
          ids.set(String((first.quasis as { value: { cooked: string } }[])[0]?.value.cooked), file);
        else if (first) dynamic.push(`${file}: ${callee.name}(${code.slice(first.start, first.end)})`);
      }
      for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
    };
    visit(parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file));
  }
  return { ids, dynamic };
}

describe('the catalogues', () => {
  it('are in every language, part by part', () => {
    expect(parts.length).toBeGreaterThan(0);
    for (const locale of LOCALES)
      expect(
        readdirSync(path.join(localesDir, locale))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual(parts.map((part) => `${part}.json`).sort());
  });

  it('give English as the message itself', () => {
    for (const part of parts) {
      const english = read('en', part);
      const differing = Object.entries(english).filter(([id, text]) => id !== text);
      expect(differing, `en/${part}.json`).toEqual([]);
    }
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`give every English message in ${locale}, translated, with the same placeholders`, () => {
      for (const part of parts) {
        const english = read('en', part);
        const translated = read(locale, part);
        const missing = Object.keys(english).filter((id) => !translated[id]?.trim());
        expect(missing, `${locale}/${part}.json lacks these messages`).toEqual([]);
        const extra = Object.keys(translated).filter((id) => !(id in english));
        expect(extra, `${locale}/${part}.json has messages English does not`).toEqual([]);
        for (const [id, text] of Object.entries(translated))
          expect(placeholders(text), `${locale}/${part}.json: "${id}"`).toEqual(placeholders(id));
      }
    });
  }

  it('read in English the same without Lingui (the browser shows English with the domain formatter alone)', () => {
    const ids = parts.flatMap((part) => Object.keys(read('en', part))).filter((id) => id.includes('{'));
    expect(ids.length).toBeGreaterThan(50);
    const i18n = setupI18n();
    i18n.load('en', Object.fromEntries(ids.map((id) => [id, compileMessage(id)])));
    i18n.activate('en');
    for (const id of ids)
      for (const n of [0, 1, 2, 5, 11]) {
        const values = Object.fromEntries(
          [...placeholderKinds(id)].map(([name, kind]) => [name, kind === 'number' ? n : `‹${name}›`]),
        );
        expect(english(id, values), `${id} with ${JSON.stringify(values)}`).toBe(i18n._(id, values));
      }
  });

  it('agree where two parts carry the same message', () => {
    for (const locale of LOCALES) {
      const seen = new Map<string, { part: string; text: string }>();
      const conflicts: string[] = [];
      for (const part of parts)
        for (const [id, text] of Object.entries(read(locale, part))) {
          const earlier = seen.get(id);
          if (earlier && earlier.text !== text) conflicts.push(`${locale}: "${id}" in ${earlier.part} and ${part}`);
          seen.set(id, { part, text });
        }
      expect(conflicts).toEqual([]);
    }
  });

  it('carry every text the code shows through t() or msg(), which always name it literally', () => {
    const english = new Set(parts.flatMap((part) => Object.keys(read('en', part))));
    const { ids, dynamic } = messagesInCode(webDir);
    expect(ids.size).toBeGreaterThan(500);
    const missing = [...ids].filter(([id]) => !english.has(id)).map(([id, file]) => `${file}: ${id}`);
    expect(missing).toEqual([]);
    expect(dynamic, 'a text known only at run time goes through translate()').toEqual([]);
  });

  it('carry every text the server writes through t() or msg() (its mail and pages), which always name it literally', () => {
    const english = new Set(parts.flatMap((part) => Object.keys(read('en', part))));
    const { ids, dynamic } = messagesInCode(serverDir);
    expect(ids.size).toBeGreaterThan(50);
    const missing = [...ids].filter(([id]) => !english.has(id)).map(([id, file]) => `${file}: ${id}`);
    expect(missing).toEqual([]);
    expect(dynamic, 'a text known only at run time goes through translate(locale, text)').toEqual([]);
  });
});
