import { Hono } from 'hono';
import { csvImportQuery, osmMatchDecisionInput, pageQuery, publishImportedInput } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { fileField, readUploadForm } from '../../storage/upload';
import { exportPlacesCsv, importPlacesCsv } from './csv';
import { overpassElementsOf, utf8Text } from './import-files';
import { decideMatch, listImported, MATCH_NOT_FOUND, publishImported } from './imported-queue';
import { importOsmElements } from './osm-import';

// Issue 35: the admins' imports (decision 031): an Overpass file uploaded from the dashboard, the 'Imported'
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
  // The admins' CSV of every place not rejected, and an import of the same columns (checked, or applied).
  .get('/admin/imports/places.csv', access.admin, async (c) => {
    const { db, deps } = c.var;
    const csv = await exportPlacesCsv(db, deps.config.publicUrl);
    const date = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="places-${date}.csv"`,
    });
  })
  .post('/admin/imports/csv', access.admin, importLimit, validate('query', csvImportQuery), async (c) => {
    const form = await readUploadForm(c);
    const text = utf8Text(await fileField(form));
    return c.json(await importPlacesCsv(c.var.db, c.var.viewer, text, c.req.valid('query').apply === 'true'));
  })
  .post('/admin/imports/publish', access.admin, validate('json', publishImportedInput), async (c) => {
    return c.json(await publishImported(c.var.db, c.var.viewer, c.req.valid('json').ids));
  })
  .post('/admin/imports/matches/:id', access.admin, validate('json', osmMatchDecisionInput), async (c) => {
    const id = uuidParam(c, 'id', MATCH_NOT_FOUND);
    return c.json(await decideMatch(c.var.db, c.var.viewer, id, c.req.valid('json').decision));
  });
