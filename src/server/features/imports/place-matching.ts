import { and, eq, isNull, sql } from 'drizzle-orm';
import { NEARBY_METRES, SHARED_WEBSITE_HOSTS, SIMILAR_NAME } from '../../../domain/place-matching';
import type { Queryable } from '../../db/client';
import { businesses, businessLocations } from '../../db/schema';

// Issue 35: what makes an incoming place (an OpenStreetMap element, a CSV line) look like one already listed:
// the same phone, the same website domain, or a similar name within 150 m. The listed places are read once per
// import and matched in memory, so a file of thousands of lines costs one query, not one per line.

export type MatchReason = 'phone' | 'website' | 'name';
export interface ListedPlace {
  id: string;
  slug: string;
  name: string;
}
export interface Candidate {
  name: string;
  phone: string | null;
  websiteUrl: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A phone's last ten digits (a US number without its country code), or null when it has fewer. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** A link's host without `www.`, in lower case; null for none, or for a host many places share. */
export function hostKey(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const host = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
    return SHARED_WEBSITE_HOSTS.includes(host) ? null : host;
  } catch {
    return null;
  }
}

/** A name's trigrams as PostgreSQL's pg_trgm makes them: each word in lower case, unaccented, padded. */
function trigrams(name: string): Set<string> {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const grams = new Set<string>();
  for (const word of words) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/** pg_trgm's similarity: shared trigrams over all trigrams of the two names. */
export function nameSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  const all = x.size + y.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** Metres between two points on the earth (haversine). */
export function metresBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

interface Pinned extends ListedPlace {
  latitude: number;
  longitude: number;
}

// A grid of about 1 km cells: a place's neighbours within 150 m are in its cell or the eight around it.
const CELL = 0.01;
const cellOf = (lat: number, lon: number) => `${Math.floor(lat / CELL)}:${Math.floor(lon / CELL)}`;

/** The places an import matches against, and the ones it adds as it goes (a file can list a place twice). */
export class MatchIndex {
  private readonly byPhone = new Map<string, ListedPlace>();
  private readonly byHost = new Map<string, ListedPlace>();
  private readonly byCell = new Map<string, Pinned[]>();

  add(place: ListedPlace, candidate: Candidate) {
    const phone = phoneKey(candidate.phone);
    const host = hostKey(candidate.websiteUrl);
    if (phone && !this.byPhone.has(phone)) this.byPhone.set(phone, place);
    if (host && !this.byHost.has(host)) this.byHost.set(host, place);
    if (candidate.latitude !== null && candidate.longitude !== null) {
      const key = cellOf(candidate.latitude, candidate.longitude);
      const pinned = { ...place, latitude: candidate.latitude, longitude: candidate.longitude };
      const cell = this.byCell.get(key);
      if (cell) cell.push(pinned);
      else this.byCell.set(key, [pinned]);
    }
  }

  /** The listed place a candidate looks like, and why (phone first, then website, then name), or null. */
  find(candidate: Candidate, except?: string): (ListedPlace & { reason: MatchReason }) | null {
    const phone = phoneKey(candidate.phone);
    const byPhone = phone ? this.byPhone.get(phone) : undefined;
    if (byPhone && byPhone.id !== except) return { ...byPhone, reason: 'phone' };
    const host = hostKey(candidate.websiteUrl);
    const byHost = host ? this.byHost.get(host) : undefined;
    if (byHost && byHost.id !== except) return { ...byHost, reason: 'website' };
    const { latitude: lat, longitude: lon } = candidate;
    if (lat === null || lon === null) return null;
    const [row, column] = cellOf(lat, lon).split(':').map(Number) as [number, number];
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++)
        for (const place of this.byCell.get(`${row + dr}:${column + dc}`) ?? []) {
          if (place.id === except) continue;
          if (
            metresBetween(lat, lon, place.latitude, place.longitude) <= NEARBY_METRES &&
            nameSimilarity(place.name, candidate.name) >= SIMILAR_NAME
          )
            return { id: place.id, slug: place.slug, name: place.name, reason: 'name' };
        }
    return null;
  }
}

/** Every place not rejected, with its phone, website and the primary location's pin, in one query. */
export async function listedPlaces(tx: Queryable): Promise<MatchIndex> {
  const rows = await tx
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      phone: businesses.phone,
      websiteUrl: businesses.websiteUrl,
      latitude: businessLocations.latitude,
      longitude: businessLocations.longitude,
    })
    .from(businesses)
    .leftJoin(
      businessLocations,
      and(eq(businessLocations.businessId, businesses.id), eq(businessLocations.isPrimary, true)),
    )
    .where(isNull(businesses.rejectedAt))
    .orderBy(sql`${businesses.createdAt}`);
  const index = new MatchIndex();
  for (const row of rows) index.add({ id: row.id, slug: row.slug, name: row.name }, row);
  return index;
}
