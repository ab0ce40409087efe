import { Hono } from 'hono';
import { isUuid, logoStatusInput } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { uuidParam } from '../../http/params';
import { validate } from '../../http/validate';
import { readUploadForm } from '../../storage/upload';
import { deleteLogo, LOGO_REQUIRED, listLogos, setLogoActive, uploadLogo } from './logos';

export const logoRoutes = new Hono<AppEnv>()
  .get('/admin/logos', access.admin, async (c) => c.json(await listLogos(c.var.db)))
  .post('/admin/logos', access.admin, async (c) => {
    const form = await readUploadForm(c);
    const businessId = String(form.get('businessId') ?? '');
    const file = form.get('file');
    if (!isUuid(businessId) || !(file instanceof File) || file.size === 0)
      throw new ApiError('VALIDATION', LOGO_REQUIRED);
    const bytes = Buffer.from(await file.arrayBuffer());
    return c.json(await uploadLogo(c.var.db, c.var.deps.storage, c.var.viewer, businessId, bytes), 201);
  })
  .patch('/admin/logos/:id', access.admin, validate('json', logoStatusInput), async (c) => {
    const logoId = uuidParam(c, 'id', 'Logo not found.');
    return c.json(await setLogoActive(c.var.db, logoId, c.req.valid('json').isActive));
  })
  .delete('/admin/logos/:id', access.admin, async (c) => {
    await deleteLogo(c.var.db, c.var.deps.storage, uuidParam(c, 'id', 'Logo not found.'));
    return c.json({ deleted: true });
  });
