import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  const stored = readKeys(file);
  if (stored) return { ...stored, subject };
  // Written whole under another name, then linked into place only if no other process got there first: two
  // servers starting at once on one data folder end with the same pair, and no one reads half a file.
  const generated = webPush.generateVAPIDKeys();
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify(generated)}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(draft, { force: true });
  }
  return { ...readKeys(file)!, subject };
}

function readKeys(file: string): { publicKey: string; privateKey: string } | null {
  try {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    return publicKey && privateKey ? { publicKey, privateKey } : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
