import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * An admin (signed in on `admin`) moves a place's certificate expiry, through the route the halal profile's
 * editor uses, keeping the rest of its own profile as it is.
 */
export async function setCertificateExpiry(admin: Page, serverUrl: string, slug: string, expiresOn: string) {
  const place = (await (await fetch(`${serverUrl}/api/businesses/${slug}`)).json()) as { id: string };
  const base = `${serverUrl}/api/owner/businesses/${place.id}`;
  const [profile] = (await (await admin.request.get(`${base}/halal-profiles`)).json()) as Record<string, unknown>[];
  if (!profile) throw new Error(`${slug} has no halal profile`);
  const keys = ['level', 'chicken', 'beef', 'lambGoat', 'otherMeat', 'alcohol', 'pork', 'prayerSpace', 'muslimOwned'];
  const saved = await admin.request.put(`${base}/halal-profile`, {
    headers: { Origin: serverUrl },
    data: {
      locationId: null,
      profile: {
        ...Object.fromEntries(keys.map((key) => [key, profile[key]])),
        certifierId: profile.certifierId,
        certifierOther: profile.certifierOther,
        certificateUrl: profile.certificateUrl,
        certificateExpiresOn: expiresOn,
      },
    },
  });
  expect(saved.status()).toBe(200);
}
