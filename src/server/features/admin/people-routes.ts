import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  assignBusinessInput,
  banInput,
  contactReplyInput,
  deleteUserInput,
  newsletterInput,
  resolveDisputeInput,
  roleInput,
  usersQuery,
} from '../../../domain';
import { access } from '../../auth/policy';
import { businesses } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { certificatesOf, releaseFiles } from '../../storage/uploads';
import { listDisputes, resolveDispute } from '../reviews/disputes';
import { listContacts, listNewsletterSubscribers, markRead, respondToContact, sendNewsletter } from './messages';
import { assignBusiness, banUser, deleteUser, listUsers, setRole, unbanUser, unlinkBusinesses } from './users';

const USER_NOT_FOUND = 'User not found.';

/** The rest of /admin: messages, newsletter, users and review disputes (SPEC §2, §6 Admin). */
export const adminPeopleRoutes = new Hono<AppEnv>()
  // Messages
  .get('/admin/contacts', access.admin, async (c) => c.json(await listContacts(c.var.db)))
  .post('/admin/contacts/:id/read', access.admin, async (c) => {
    await markRead(c.var.db, uuidParam(c, 'id', 'Message not found.'));
    return c.json({ status: 'read' });
  })
  .post('/admin/contacts/:id/respond', access.admin, validate('json', contactReplyInput), async (c) => {
    const contactId = uuidParam(c, 'id', 'Message not found.');
    return c.json(await respondToContact(c.var.db, c.var.viewer, contactId, c.req.valid('json')), 201);
  })
  // Newsletter
  .get('/admin/newsletter', access.admin, async (c) => c.json(await listNewsletterSubscribers(c.var.db)))
  // 'Email All' mails the whole list: a couple of sends an hour, whichever admin sends them.
  .post(
    '/admin/newsletter/send',
    access.admin,
    rateLimit('newsletter-send', { max: 2, windowSeconds: 3600, by: () => 'all-admins' }),
    validate('json', newsletterInput),
    async (c) => c.json(await sendNewsletter(c.var.db, c.req.valid('json'), c.var.deps.config.publicUrl)),
  )
  // Users
  .get('/admin/users', access.admin, validate('query', usersQuery), async (c) =>
    c.json(await listUsers(c.var.db, c.req.valid('query'))),
  )
  .patch('/admin/users/:id/role', access.admin, validate('json', roleInput), async (c) => {
    const userId = uuidParam(c, 'id', USER_NOT_FOUND);
    return c.json(await setRole(c.var.db, c.var.viewer, userId, c.req.valid('json').role));
  })
  // Handing a business on mails its previous owner: bounded per admin, as other admin sends are.
  .post(
    '/admin/users/:id/business',
    access.admin,
    rateLimit('assign-owner', { max: 30, windowSeconds: 3600, by: (c) => c.var.viewer?.id ?? 'anonymous' }),
    validate('json', assignBusinessInput),
    async (c) => {
      const { db, deps, viewer } = c.var;
      const userId = uuidParam(c, 'id', USER_NOT_FOUND);
      const { businessId } = c.req.valid('json');
      // The previous owner's waiting changes are withdrawn: a certificate only they held goes with them.
      const certificates = await certificatesOf(db, businessId);
      const assigned = await assignBusiness(db, viewer, userId, businessId, deps.config.publicUrl);
      await releaseFiles(db, deps.storage, certificates);
      return c.json(assigned);
    },
  )
  .delete('/admin/users/:id/business', access.admin, async (c) => {
    const { db, deps, viewer } = c.var;
    const userId = uuidParam(c, 'id', USER_NOT_FOUND);
    const owned = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, userId));
    const certificates = (await Promise.all(owned.map((b) => certificatesOf(db, b.id)))).flat();
    await unlinkBusinesses(db, viewer, userId);
    await releaseFiles(db, deps.storage, certificates);
    return c.json({ unlinked: true });
  })
  .post('/admin/users/:id/ban', access.admin, validate('json', banInput), async (c) => {
    await banUser(c.var.db, c.var.viewer, uuidParam(c, 'id', USER_NOT_FOUND), c.req.valid('json').reason);
    return c.json({ banned: true });
  })
  .post('/admin/users/:id/unban', access.admin, async (c) => {
    await unbanUser(c.var.db, c.var.viewer, uuidParam(c, 'id', USER_NOT_FOUND));
    return c.json({ banned: false });
  })
  // The deleted person is mailed: bounded per admin, as other admin sends are.
  .delete(
    '/admin/users/:id',
    access.admin,
    rateLimit('delete-user', { max: 30, windowSeconds: 3600, by: (c) => c.var.viewer?.id ?? 'anonymous' }),
    validate('json', deleteUserInput),
    async (c) => {
      const userId = uuidParam(c, 'id', USER_NOT_FOUND);
      const { files } = await deleteUser(c.var.db, c.var.viewer, userId, c.var.deps.config.publicUrl);
      await releaseFiles(c.var.db, c.var.deps.storage, files);
      return c.json({ deleted: true });
    },
  )
  // Review disputes
  .get('/admin/disputes', access.admin, async (c) => c.json(await listDisputes(c.var.db)))
  .post('/admin/disputes/:id/resolve', access.admin, validate('json', resolveDisputeInput), async (c) => {
    const { status, adminNotes } = c.req.valid('json');
    const disputeId = uuidParam(c, 'id', 'Dispute not found.');
    return c.json(await resolveDispute(c.var.db, c.var.viewer, disputeId, status, adminNotes));
  });
