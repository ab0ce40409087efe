import { Hono } from 'hono';
import { osmMatchDecisionInput, pageQuery, publishImportedInput } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { fileField, readUploadForm } from '../../storage/upload';
import { decideMatch, listImported, MATCH_NOT_FOUND, publishImported } from './imported-queue';
import { overpassDocument } from './osm-elements';
import { importOsmElements } from './osm-import';

// Issue 35: the admins' imports (decision 029): an Overpass file uploaded from the dashboard, the 'Imported'
// queue, and the possible duplicates an import found.

// An import reads a whole file and writes in one transaction: a few a minute is all an admin needs.
const importLimit = rateLimit('imports', { max: 10, windowSeconds: 60, by: (c) => c.var.viewer?.id ?? '' });

/** A file's text, refused unless it is UTF-8 (a spreadsheet's UTF-16 export, say, or a binary). */
export function utf8Text(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new ApiError('VALIDATION', 'The file must be UTF-8 text.');
  }
}

/** The elements of an uploaded Overpass answer. */
function overpassElements(text: string): unknown[] {
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

export const importRoutes = new Hono<AppEnv>()
  .get('/admin/imports', access.admin, validate('query', pageQuery), async (c) => {
    return c.json(await listImported(c.var.db, c.req.valid('query').page));
  })
  .post('/admin/imports/osm', access.admin, importLimit, async (c) => {
    const form = await readUploadForm(c);
    const elements = overpassElements(utf8Text(await fileField(form)));
    return c.json(await importOsmElements(c.var.db, c.var.viewer, elements));
  })
  .post('/admin/imports/publish', access.admin, validate('json', publishImportedInput), async (c) => {
    return c.json(await publishImported(c.var.db, c.var.viewer, c.req.valid('json').ids));
  })
  .post('/admin/imports/matches/:id', access.admin, validate('json', osmMatchDecisionInput), async (c) => {
    const id = uuidParam(c, 'id', MATCH_NOT_FOUND);
    return c.json(await decideMatch(c.var.db, c.var.viewer, id, c.req.valid('json').decision));
  });
