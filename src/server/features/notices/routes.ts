import { createECDH } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { noticeSettingsInput, pushSubscriptionInput } from '../../../domain/notice-settings';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { deviceName } from './device-name';
import { isAllowedPushEndpoint } from './push-endpoints';
import {
  DEVICE_NOT_FOUND,
  PUSH_ENDPOINT_REFUSED,
  readNoticeSettings,
  removePushSubscription,
  saveNoticeSettings,
  savePushSubscription,
} from './settings';

const byViewer = (c: Context<AppEnv>) => c.var.viewer?.id ?? 'anonymous';

/** Whether a subscription's keys can be encrypted for: a point on P-256, and a 16-byte secret. */
function pushKeysUsable({ p256dh, auth }: { p256dh: string; auth: string }): boolean {
  if (Buffer.from(auth, 'base64url').length !== 16) return false;
  try {
    const ours = createECDH('prime256v1');
    ours.generateKeys();
    ours.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}
const PUSH_KEYS_REFUSED = 'These push keys are not valid.';
/** Devices a person may register in an hour (a browser subscribes again when its keys change). */
const subscribeLimit = rateLimit('push-subscribe', { max: 20, windowSeconds: 3600, by: byViewer });

/**
 * Issue 36: the profile's notice settings and the person's push devices. Every route acts on the viewer's
 * own settings; another person's device is one the viewer does not have (404).
 */
export const noticeRoutes = new Hono<AppEnv>()
  .get('/notices/settings', access.signedIn, async (c) => {
    const settings = await readNoticeSettings(c.var.db, c.var.viewer);
    return c.json({ ...settings, pushKey: c.var.deps.vapid.publicKey });
  })
  .put('/notices/settings', access.signedIn, validate('json', noticeSettingsInput), async (c) => {
    const settings = await saveNoticeSettings(c.var.db, c.var.viewer, c.req.valid('json'));
    return c.json({ ...settings, pushKey: c.var.deps.vapid.publicKey });
  })
  .post(
    '/notices/push-subscriptions',
    access.signedIn,
    subscribeLimit,
    validate('json', pushSubscriptionInput),
    async (c) => {
      const input = c.req.valid('json');
      if (!isAllowedPushEndpoint(input.endpoint, c.var.deps.config.push.endpointHosts))
        throw new ApiError('VALIDATION', PUSH_ENDPOINT_REFUSED, { endpoint: PUSH_ENDPOINT_REFUSED });
      // A key nothing can be encrypted for would fail every notice sent to it.
      if (!pushKeysUsable(input.keys)) throw new ApiError('VALIDATION', PUSH_KEYS_REFUSED, { keys: PUSH_KEYS_REFUSED });
      const device = deviceName(c.req.header('user-agent'));
      return c.json(await savePushSubscription(c.var.db, c.var.viewer, input, device), 201);
    },
  )
  .delete('/notices/push-subscriptions/:id', access.signedIn, async (c) => {
    await removePushSubscription(c.var.db, c.var.viewer, uuidParam(c, 'id', DEVICE_NOT_FOUND));
    return c.body(null, 204);
  });
