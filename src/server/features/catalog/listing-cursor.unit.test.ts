import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors';
import { decodeListingCursor, encodeListingCursor } from './listing-cursor';

const id = '0b9e4a52-3f1c-4d8e-9a7b-2c5d6e7f8a90';

function refusal(cursor: string) {
  try {
    decodeListingCursor(cursor);
  } catch (err) {
    return err;
  }
  return undefined;
}

describe('the listing cursor', () => {
  it('gives back the sort key of the last card, names with any letters included', () => {
    for (const key of [
      { isFeatured: true, name: 'Yasmin Bakery', id },
      { isFeatured: false, name: 'Café Ümit — "Şiş" & Köfte', id },
      { isFeatured: false, name: '', id },
    ]) {
      const cursor = encodeListingCursor(key);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeListingCursor(cursor)).toEqual(key);
    }
  });

  it('refuses anything it did not make as a 400 VALIDATION error on the cursor field', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const malformed = [
      '',
      'not a cursor!',
      'bm90IGpzb24',
      encode({ isFeatured: true, name: 'A', id }),
      encode([true, 'A']),
      encode(['yes', 'A', id]),
      encode([true, 7, id]),
      encode([true, 'A', 'not-a-uuid']),
      encode([false, 'nul\u0000name', id]),
      'A'.repeat(1001),
    ];
    for (const cursor of malformed) {
      const err = refusal(cursor);
      expect(err, cursor).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status: 400, code: 'VALIDATION', fields: { cursor: 'Invalid cursor' } });
    }
  });
});
