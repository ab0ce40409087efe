import { describe, expect, it } from 'vitest';
import { cleanText, isCleanJson, isCleanText } from './text';

describe('clean text', () => {
  it('refuses NUL and lone surrogates, and keeps every real character', () => {
    expect(isCleanText('Café Şükran — 🍢 مطعم')).toBe(true);
    for (const bad of ['a\u0000b', 'a\ud800b', 'a\udfffb', '\ud83c']) expect(isCleanText(bad)).toBe(false);
    expect(cleanText().safeParse('a\u0000').success).toBe(false);
    expect(cleanText().trim().min(1).safeParse('  ok ').data).toBe('ok');
  });

  it('checks every string of a JSON value, keys too, at any depth', () => {
    expect(isCleanJson({ name: 'Noor', tags: ['a', { b: 'c' }] })).toBe(true);
    expect(isCleanJson({ 'k\u0000': 1 })).toBe(false);
    expect(isCleanJson([1, [2, ['x\ud800']]])).toBe(false);
    const deep = JSON.parse(`${'['.repeat(50_000)}"x"${']'.repeat(50_000)}`);
    expect(isCleanJson(deep)).toBe(true);
  });
});
