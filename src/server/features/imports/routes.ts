import { Hono } from 'hono';
import { osmMatchDecisionInput, pageQuery, publishImportedInput } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { fileField, readUploadForm } from '../../storage/upload';
import { overpassElementsOf, utf8Text } from './import-files';
import { decideMatch, listImported, MATCH_NOT_FOUND, publishImported } from './imported-queue';
import { importOsmElements } from './osm-import';

// Issue 35: the admins' imports (decision 029): an Overpass file uploaded from the dashboard, the 'Imported'
// queue, and the possible duplicates an import found.

// An import reads a whole file and writes in one transaction: a few a minute is all an admin needs.
const importLimit = rateLimit('imports', { max: 10, windowSeconds: 60, by: (c) => c.var.viewer?.id ?? '' });

export const importRoutes = new Hono<AppEnv>()
  .get('/admin/imports', access.admin, validate('query', pageQuery), async (c) => {
    return c.json(await listImported(c.var.db, c.req.valid('query').page));
  })
  .post('/admin/imports/osm', access.admin, importLimit, async (c) => {
    const form = await readUploadForm(c);
    const elements = overpassElementsOf(utf8Text(await fileField(form)));
    return c.json(await importOsmElements(c.var.db, c.var.viewer, elements));
  })
  .post('/admin/imports/publish', access.admin, validate('json', publishImportedInput), async (c) => {
    return c.json(await publishImported(c.var.db, c.var.viewer, c.req.valid('json').ids));
  })
  .post('/admin/imports/matches/:id', access.admin, validate('json', osmMatchDecisionInput), async (c) => {
    const id = uuidParam(c, 'id', MATCH_NOT_FOUND);
    return c.json(await decideMatch(c.var.db, c.var.viewer, id, c.req.valid('json').decision));
  });
