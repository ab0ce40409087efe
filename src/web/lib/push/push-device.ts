import { api, readJson } from '../api';
import { PUSH_DEVICE_KEY as DEVICE_KEY } from './push-device-key';

// Issue 36: this device's web push subscription (the standard's Push API, through the service worker that
// shows the notices, sw.ts). Permission is asked only when the person asks for push, never on a visit.

export type PushTurnOn = 'on' | 'blocked' | 'unsupported';

/** Whether this browser can get push notices from the site at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** Whether the person has blocked notifications for the site (only the browser's settings undo that). */
export const pushBlocked = () => pushSupported() && Notification.permission === 'denied';

/** The service worker's registration, or null when none runs (a build without one, a private window). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const waited = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
  return Promise.race([navigator.serviceWorker.ready, waited]);
}

/** The id of this device's subscription on the server, while the browser still has it: 'This device'. */
export async function thisDeviceId(): Promise<string | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription ? localStorage.getItem(DEVICE_KEY) : null;
}

/** The public key as the Push API takes it: base64url → bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** Whether `subscription` was made with `key` (keys can change: a subscription of an old key is renewed). */
function madeWith(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/**
 * Asks the person's permission, subscribes this device with the server's public key and registers the
 * subscription with the server: 'on', or why not.
 */
export async function turnOnPush(pushKey: string): Promise<PushTurnOn> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const key = keyBytes(pushKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !madeWith(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return 'unsupported';
  const device = await readJson(
    api.api.notices['push-subscriptions'].$post({ json: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } }),
  );
  localStorage.setItem(DEVICE_KEY, device.id);
  return 'on';
}

/** Ends this device's subscription in the browser too, when the device removed is this one. */
export async function forgetThisDevice() {
  localStorage.removeItem(DEVICE_KEY);
  await (await (await registration())?.pushManager.getSubscription())?.unsubscribe();
}

/**
 * Signing out stops this device's push notices: its subscription leaves the account (the next person on a
 * shared device does not get them) and the browser's ends. Best effort: a failure never keeps anyone signed in.
 */
export async function leaveThisDevice() {
  const id = localStorage.getItem(DEVICE_KEY);
  if (!id) return;
  await api.api.notices['push-subscriptions'][':id'].$delete({ param: { id } }).catch(() => undefined);
  await forgetThisDevice().catch(() => undefined);
}
