import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config';

/** The key pair push services know the site by (VAPID, RFC 8292), base64url, with its contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated into DATA_DIR/vapid-keys.json on first start
 * (readable by the server's user only) and reused after, like the auth secret. A new pair would orphan
 * every browser's subscription, so the file is kept with the data.
 */
export function vapidKeys(config: Config): VapidKeys {
  const { subject } = config.push;
  if (config.push.keys) return { ...config.push.keys, subject };
  const file = path.join(config.dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const generated = webPush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(generated)}\n`, { mode: 0o600 });
  return { ...generated, subject };
}
