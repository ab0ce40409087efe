import { Hono } from 'hono';
import { dismissDuplicateInput, duplicatesQuery, mergeBusinessInput } from '../../../domain';
import { MANAGED_BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { validate } from '../../http/validate';
import { releaseFiles } from '../../storage/uploads';
import { dismissDuplicate, listPossibleDuplicates } from './duplicates';
import { mergeBusiness } from './merge';

// Issue 35: the admins' 'Possible duplicates', 'Not duplicates', and the merge of a duplicate into the place
// that stays (`:id` is the place that goes).
export const duplicateRoutes = new Hono<AppEnv>()
  .get('/admin/duplicates', access.admin, validate('query', duplicatesQuery), async (c) => {
    return c.json(await listPossibleDuplicates(c.var.db, c.req.valid('query')));
  })
  .post('/admin/duplicates/dismiss', access.admin, validate('json', dismissDuplicateInput), async (c) => {
    return c.json(await dismissDuplicate(c.var.db, c.var.viewer, c.req.valid('json')));
  })
  .post('/admin/businesses/:id/merge', access.admin, validate('json', mergeBusinessInput), async (c) => {
    const { db, deps, viewer } = c.var;
    const id = uuidParam(c, 'id', MANAGED_BUSINESS_NOT_FOUND);
    const { files, ...merged } = await mergeBusiness(db, viewer, id, c.req.valid('json'));
    // The removed place's files that nothing shows any more (a second cover photo, a logo, a certificate).
    await releaseFiles(db, deps.storage, files);
    return c.json(merged);
  });
