import type { Context } from 'hono';
import { Hono } from 'hono';
import { chatListQuery, chatMessageInput, chatMessagesQuery } from '../../../domain';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { assertWithinLimit, rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import {
  CONVERSATION_NOT_FOUND,
  countUnreadChats,
  deleteConversation,
  getConversation,
  hideConversation,
  listBusinessChats,
  listCustomerChats,
  listMessages,
  markRead,
  sendMessage,
  startConversation,
} from './chat';

/** New conversations a person may start in an hour; reopening their own is free. */
const CONVERSATION_CREATE_LIMIT = { max: 10, windowSeconds: 3600 };
const byViewer = (c: Context<AppEnv>) => c.var.viewer?.id ?? 'anonymous';

/**
 * SPEC §4 Chat. Membership (the customer, the business's manager, an admin) is checked by the rules in
 * `chat.ts` on every read and write: anyone else hears 404, as if the conversation did not exist.
 */
export const chatRoutes = new Hono<AppEnv>()
  .post('/businesses/:id/conversations', access.signedIn, async (c) => {
    const businessId = uuidParam(c, 'id', BUSINESS_NOT_FOUND);
    const { conversation, created } = await startConversation(c.var.db, c.var.viewer, businessId, () =>
      assertWithinLimit(c, `conversation-create:${c.var.viewer.id}`, CONVERSATION_CREATE_LIMIT),
    );
    if (!created) return c.json(conversation, 200);
    c.var.deps.insights?.count(businessId, 'chat');
    return c.json(conversation, 201);
  })
  .get('/chats', access.signedIn, validate('query', chatListQuery), async (c) => {
    return c.json(await listCustomerChats(c.var.db, c.var.viewer, c.req.valid('query').cursor));
  })
  .get('/chats/unread', access.signedIn, async (c) => {
    return c.json(await countUnreadChats(c.var.db, c.var.viewer));
  })
  .get('/owner/businesses/:businessId/conversations', access.ownerOfBusiness, async (c) => {
    return c.json(await listBusinessChats(c.var.db, c.var.business.id));
  })
  .get('/conversations/:id', access.signedIn, async (c) => {
    return c.json(await getConversation(c.var.db, c.var.viewer, uuidParam(c, 'id', CONVERSATION_NOT_FOUND)));
  })
  .get('/conversations/:id/messages', access.signedIn, validate('query', chatMessagesQuery), async (c) => {
    const { before } = c.req.valid('query');
    return c.json(await listMessages(c.var.db, c.var.viewer, uuidParam(c, 'id', CONVERSATION_NOT_FOUND), before));
  })
  .post(
    '/conversations/:id/messages',
    access.signedIn,
    rateLimit('chat-message', { max: 30, windowSeconds: 60, by: byViewer }),
    validate('json', chatMessageInput),
    async (c) => {
      const message = await sendMessage(
        c.var.db,
        c.var.viewer,
        uuidParam(c, 'id', CONVERSATION_NOT_FOUND),
        c.req.valid('json').content,
      );
      return c.json(message, 201);
    },
  )
  .post('/conversations/:id/read', access.signedIn, async (c) => {
    await markRead(c.var.db, c.var.viewer, uuidParam(c, 'id', CONVERSATION_NOT_FOUND));
    return c.body(null, 204);
  })
  .post('/conversations/:id/hide', access.signedIn, async (c) => {
    await hideConversation(c.var.db, c.var.viewer, uuidParam(c, 'id', CONVERSATION_NOT_FOUND));
    return c.body(null, 204);
  })
  .delete('/conversations/:id', access.signedIn, async (c) => {
    await deleteConversation(c.var.db, c.var.viewer, uuidParam(c, 'id', CONVERSATION_NOT_FOUND));
    return c.json({ deleted: true });
  });
