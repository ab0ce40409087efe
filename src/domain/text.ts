import { z } from './zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text no field ever needs: NUL (PostgreSQL refuses it) and lone UTF-16 surrogates (not text at all;
 * `encodeURIComponent` throws on them).
 */
export function isCleanText(value: string): boolean {
  return !value.includes('\0') && !LONE_SURROGATE.test(value);
}

/** The one string type of every request field and query parameter: a string of clean text. */
export const cleanText = () => z.string().refine(isCleanText, 'Contains characters that are not allowed');

/** Whether every string in a parsed JSON value, keys included, is clean text (iterative: any depth). */
export function isCleanJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isCleanText(item)) return false;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!isCleanText(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}
