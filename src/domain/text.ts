import { z } from 'zod';

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
