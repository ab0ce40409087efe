import { Hono } from 'hono';
import { isUuid, logoStatusInput } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { ApiError, notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { readUploadForm } from '../../storage/upload';
import { deleteLogo, LOGO_REQUIRED, listLogos, setLogoActive, uploadLogo } from './logos';

function logoId(id: string) {
  if (!isUuid(id)) throw notFound('Logo not found.');
  return id;
}

export const logoRoutes = new Hono<AppEnv>()
  .get('/admin/logos', access.admin, async (c) => c.json(await listLogos(c.var.db)))
  .post('/admin/logos', access.admin, async (c) => {
    const form = await readUploadForm(c);
    const businessId = String(form.get('businessId') ?? '');
    const file = form.get('file');
    if (!isUuid(businessId) || !(file instanceof File) || file.size === 0)
      throw new ApiError(400, 'VALIDATION', LOGO_REQUIRED);
    const bytes = Buffer.from(await file.arrayBuffer());
    const logo = await uploadLogo(c.var.db, c.var.deps.storage, c.var.viewer, businessId, bytes);
    await c.var.deps.live.publish({ topic: 'businesses', id: businessId });
    return c.json(logo, 201);
  })
  .patch('/admin/logos/:id', access.admin, validate('json', logoStatusInput), async (c) => {
    return c.json(await setLogoActive(c.var.db, logoId(c.req.param('id')), c.req.valid('json').isActive));
  })
  .delete('/admin/logos/:id', access.admin, async (c) => {
    await deleteLogo(c.var.db, c.var.deps.storage, logoId(c.req.param('id')));
    return c.json({ deleted: true });
  });
