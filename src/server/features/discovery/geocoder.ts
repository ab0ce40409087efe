import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { INDIANA_BOUNDS } from '../../../domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { businessLocations, geocodeCache } from '../../db/schema';
import { recordLiveEvent } from '../../live/hub';
import { log } from '../../observability/log';

// Issue 17: addresses become map pins through the geocoder the configuration names (GEOCODER). With
// 'none' people place pins themselves. Otherwise each saved address is looked up once (geocode_cache),
// one request a second at most (the providers' fair-use rule, and a bound on what saving can trigger),
// after the save has committed, so a slow or absent provider never holds up an owner.

export interface Point {
  latitude: number;
  longitude: number;
}

export type LookUp = (address: string, signal: AbortSignal) => Promise<Point | null>;

const REQUEST_TIMEOUT_MS = 10_000;
/** Addresses waiting for a lookup; more are dropped (their pins can be placed by hand). */
const MAX_WAITING = 500;

function inIndiana(point: Point | null): Point | null {
  if (!point || !Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) return null;
  const { south, north, west, east } = INDIANA_BOUNDS;
  const inside =
    point.latitude >= south && point.latitude <= north && point.longitude >= west && point.longitude <= east;
  return inside ? point : null;
}

/** Nominatim (OpenStreetMap): `[{ lat, lon }]`. */
export function nominatim(url: string, userAgent: string): LookUp {
  return async (address, signal) => {
    const query = new URLSearchParams({ q: address, format: 'jsonv2', limit: '1', countrycodes: 'us' });
    const res = await fetch(`${url}?${query}`, { signal, headers: { 'user-agent': userAgent } });
    if (!res.ok) throw new Error(`nominatim answered ${res.status}`);
    const [first] = (await res.json()) as { lat?: string; lon?: string }[];
    return first ? { latitude: Number(first.lat), longitude: Number(first.lon) } : null;
  };
}

/** The US Census Bureau's geocoder: `{ result: { addressMatches: [{ coordinates: { x, y } }] } }`. */
export function census(url: string, userAgent: string): LookUp {
  return async (address, signal) => {
    const query = new URLSearchParams({ address, benchmark: 'Public_AR_Current', format: 'json' });
    const res = await fetch(`${url}?${query}`, { signal, headers: { 'user-agent': userAgent } });
    if (!res.ok) throw new Error(`census geocoder answered ${res.status}`);
    const body = (await res.json()) as { result?: { addressMatches?: { coordinates?: { x: number; y: number } }[] } };
    const match = body.result?.addressMatches?.[0]?.coordinates;
    return match ? { latitude: Number(match.y), longitude: Number(match.x) } : null;
  };
}

/** The one line a geocoder reads, or null when the location has no street address to find. */
export function addressLine(location: {
  address: string | null;
  city: string | null;
  state: string;
  zip: string | null;
}): string | null {
  const street = location.address?.trim();
  if (!street) return null;
  return [street, location.city?.trim(), [location.state.trim(), location.zip?.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

export interface Geocoding {
  /** Looks up the location's address after the caller's transaction, when its pin may come from it. */
  request(locationId: string): void;
  /** The same for every location of a business (a submission, an admin's add or edit). */
  requestBusiness(businessId: string): void;
  /** Resolves when every requested lookup has run (tests, and shutdown). */
  idle(): Promise<void>;
  stop(): void;
}

export const noGeocoding: Geocoding = { request() {}, requestBusiness() {}, idle: async () => {}, stop() {} };

export function createGeocoding(
  db: Db,
  config: Config['geocoder'],
  options: { userAgent: string; lookUp?: LookUp; minIntervalMs?: number },
): Geocoding {
  if (config.provider === 'none') return noGeocoding;
  const provider = config.provider;
  const lookUp = options.lookUp ?? (provider === 'nominatim' ? nominatim : census)(config.url, options.userAgent);
  const minIntervalMs = options.minIntervalMs ?? 1_000;
  const waiting = new Set<string>();
  const controller = new AbortController();
  let lastRequestAt = 0;
  let running: Promise<void> = Promise.resolve();

  const ask = async (address: string): Promise<Point | null> => {
    const [cached] = await db.select().from(geocodeCache).where(eq(geocodeCache.query, address));
    if (cached) return cached.latitude === null || cached.longitude === null ? null : (cached as Point);
    const wait = lastRequestAt + minIntervalMs - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lastRequestAt = Date.now();
    const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
    const point = inIndiana(await lookUp(address, signal));
    await db
      .insert(geocodeCache)
      .values({ query: address, provider, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null })
      .onConflictDoNothing();
    return point;
  };

  const locate = async (locationId: string) => {
    const [location] = await db.select().from(businessLocations).where(eq(businessLocations.id, locationId));
    const address = location && addressLine(location);
    // A pin a person placed stays; a geocoded one is redone only for a new address.
    if (!location || !address || !pinFromAddress(location, address)) return;
    const point = await ask(address);
    if (!point) return;
    await db.transaction(async (tx) => {
      const pinned = await tx
        .update(businessLocations)
        .set({ latitude: point.latitude, longitude: point.longitude, geocodedAddress: address })
        .where(
          and(
            eq(businessLocations.id, locationId),
            or(isNull(businessLocations.latitude), isNotNull(businessLocations.geocodedAddress)),
            sql`${businessLocations.address} is not distinct from ${location.address}`,
          ),
        )
        .returning({ businessId: businessLocations.businessId });
      // Maps and 'near me' lists showing the business are read again.
      if (pinned[0]) await recordLiveEvent(tx, { topic: 'businesses', id: pinned[0].businessId });
    });
  };

  const request = (locationId: string) => {
    if (waiting.has(locationId) || waiting.size >= MAX_WAITING || controller.signal.aborted) return;
    waiting.add(locationId);
    running = running.then(async () => {
      waiting.delete(locationId);
      try {
        await locate(locationId);
      } catch (err) {
        if (!controller.signal.aborted) log.warn({ err }, 'geocoding failed');
      }
    });
  };

  return {
    request,
    requestBusiness(businessId) {
      db.select({ id: businessLocations.id })
        .from(businessLocations)
        .where(eq(businessLocations.businessId, businessId))
        .then((rows) => {
          for (const row of rows) request(row.id);
        })
        .catch((err: Error) => log.warn({ err }, 'geocoding failed'));
    },
    idle: () => running,
    stop: () => controller.abort(),
  };
}

/** Whether the pin should come from this address: none yet, or one geocoded from another address. */
export function pinFromAddress(
  location: { latitude: number | null; geocodedAddress: string | null },
  address: string,
): boolean {
  return location.latitude === null || (location.geocodedAddress !== null && location.geocodedAddress !== address);
}
