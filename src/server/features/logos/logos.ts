import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { businesses, businessLogos } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError, isUniqueViolation } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import type { Storage } from '../../storage/storage';
import { attachOwnUpload, recordUpload, releaseFiles } from '../../storage/uploads';
import { isPublic } from '../listing-rules';
import { sanitizeSvg } from './svg';

// SPEC §5 Logo upload texts.
export const LOGO_REQUIRED = 'Please select a business and upload a logo file.';

/** Logos with business names, the counts of the manager and the businesses the picker offers. */
export async function listLogos(db: Db) {
  const [logos, withoutLogo, [counts]] = await Promise.all([
    db
      .select({
        id: businessLogos.id,
        businessId: businessLogos.businessId,
        logoUrl: businessLogos.logoUrl,
        isActive: businessLogos.isActive,
        createdAt: businessLogos.createdAt,
        businessName: businesses.name,
      })
      .from(businessLogos)
      .innerJoin(businesses, eq(businesses.id, businessLogos.businessId))
      .orderBy(desc(businessLogos.createdAt)),
    db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(and(isPublic, sql`not exists (select 1 from ${businessLogos} l where l.business_id = "businesses"."id")`))
      .orderBy(asc(businesses.name)),
    db
      .select({ total: count(), active: sql<number>`count(*) filter (where ${businessLogos.isActive})::int` })
      .from(businessLogos),
  ]);
  return {
    logos,
    businessesWithoutLogo: withoutLogo,
    counts: { total: counts?.total ?? 0, active: counts?.active ?? 0, withoutLogo: withoutLogo.length },
  };
}

/** PNG (re-encoded, metadata dropped) or sanitised SVG; anything else is refused. */
async function logoFile(bytes: Buffer): Promise<{ body: Buffer; ext: 'png' | 'svg'; type: string }> {
  const head = bytes.subarray(0, 512).toString('utf8').trimStart();
  if (head.startsWith('<svg') || head.startsWith('<?xml')) {
    const clean = sanitizeSvg(bytes.toString('utf8'));
    if (!clean) throw new ApiError('INVALID_FILE_TYPE', 'The logo must be a PNG or SVG file.');
    return { body: Buffer.from(clean), ext: 'svg', type: 'image/svg+xml' };
  }
  try {
    const meta = await sharp(bytes).metadata();
    if (meta.format !== 'png') throw new Error('not png');
    return { body: await sharp(bytes).png().toBuffer(), ext: 'png', type: 'image/png' };
  } catch {
    throw new ApiError('INVALID_FILE_TYPE', 'The logo must be a PNG or SVG file.');
  }
}

export async function uploadLogo(db: Db, storage: Storage, admin: Viewer, businessId: string, bytes: Buffer) {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isPublic));
  if (!business) throw new ApiError('VALIDATION', LOGO_REQUIRED);
  const [existing] = await db
    .select({ id: businessLogos.id })
    .from(businessLogos)
    .where(eq(businessLogos.businessId, businessId));
  if (existing) throw new ApiError('LOGO_EXISTS');
  const file = await logoFile(bytes);
  const url = await storage.put(
    `logos/${businessId}-${randomBytes(6).toString('hex')}.${file.ext}`,
    file.body,
    file.type,
  );
  await recordUpload(db, storage, url, { uploaderId: admin.id, bytes: file.body.byteLength });
  try {
    return await db.transaction(async (tx) => {
      const [logo] = await tx
        .insert(businessLogos)
        .values({ businessId, logoUrl: url, isActive: true, uploadedBy: admin.id })
        .returning();
      await recordLiveEvent(tx, { topic: 'businesses', id: businessId });
      await attachOwnUpload(tx, storage, url, admin.id, `logo:${businessId}`);
      return logo!;
    });
  } catch (err) {
    await releaseFiles(db, storage, [url]);
    if (isUniqueViolation(err)) throw new ApiError('LOGO_EXISTS');
    throw err;
  }
}

export async function setLogoActive(db: Db, id: string, isActive: boolean) {
  const [logo] = await db.update(businessLogos).set({ isActive }).where(eq(businessLogos.id, id)).returning();
  if (!logo) throw new ApiError('NOT_FOUND', 'Logo not found.');
  return logo;
}

/** Deletes the logo and its file. */
export async function deleteLogo(db: Db, storage: Storage, id: string) {
  const [logo] = await db.delete(businessLogos).where(eq(businessLogos.id, id)).returning();
  if (!logo) throw new ApiError('NOT_FOUND', 'Logo not found.');
  await releaseFiles(db, storage, [logo.logoUrl]);
}
