import { ApiError } from '../../http/errors';
import { overpassDocument } from './osm-elements';

// Issue 35: the files an import reads, refused with a clear word when they are not what they claim.

/** A file's text, refused unless it is UTF-8 (a spreadsheet's UTF-16 export, say, or a binary). */
export function utf8Text(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new ApiError('VALIDATION', 'The file must be UTF-8 text.');
  }
}

/** The elements of an uploaded Overpass answer. */
export function overpassElementsOf(text: string): unknown[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION', 'That file is not JSON. Export it from Overpass with [out:json].');
  }
  const parsed = overpassDocument.safeParse(json);
  if (!parsed.success)
    throw new ApiError(
      'VALIDATION',
      parsed.error.issues[0]?.code === 'too_big'
        ? (parsed.error.issues[0]?.message ?? 'Too many elements.')
        : 'That file is not an Overpass answer: it has no list of elements.',
    );
  return parsed.data.elements;
}
