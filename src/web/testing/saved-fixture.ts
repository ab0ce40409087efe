import type { SavedData, SavedList, SavedPlace } from '../lib/saved-queries';
import { givenBusinessCard } from './catalog-fixtures';
import { type ApiRoutes, givenApi } from './fetch-fixture';

// Issue 36: a person's saved places as the web tests know them, and a fake of the saved places' API that
// remembers what it was sent, so a page read again shows it.

/** One of the person's lists; 'Want to go' unless told. */
export function givenSavedList(overrides: Partial<SavedList> = {}): SavedList {
  return {
    id: '5a1d0c3e-0000-4000-8000-000000000001',
    kind: 'want_to_go',
    name: null,
    shareId: null,
    watch: true,
    sort: 'manual',
    placeCount: 0,
    ...overrides,
  };
}

export const wantToGo = givenSavedList();
export const favourites = givenSavedList({ id: '5a1d0c3e-0000-4000-8000-000000000002', kind: 'favourites' });
export const dateNight = givenSavedList({
  id: '5a1d0c3e-0000-4000-8000-000000000003',
  kind: 'custom',
  name: 'Date night',
});

/** A place of a list, as its card with the owner's note: Saffron Lantern Kitchen unless told. */
export function givenSavedPlace(overrides: Partial<SavedPlace> = {}): SavedPlace {
  return { ...givenBusinessCard(), note: '', position: 0, savedAt: '2025-05-01T12:00:00.000Z', ...overrides };
}

export const saffron = givenSavedPlace();
export const zaytoon = givenSavedPlace({
  id: '7d0c7a52-3f0e-4a8e-9d1b-2b0c1e6f5a02',
  slug: 'zaytoon-grill-house',
  name: 'Zaytoon Grill House',
  position: 1,
});

interface SavedWorld {
  lists?: SavedList[];
  /** Each list's places, by list id. */
  places?: Record<string, SavedPlace[]>;
  /** Routes answered otherwise (a refusal, a reply that waits). */
  routes?: ApiRoutes;
}

const json = async (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}'));
const idAt = (url: URL, index: number) => url.pathname.split('/')[index] ?? '';

/**
 * Fakes the saved places' API over `lists` and their `places`: a save, a note, a rename, an order, a share
 * are kept, and the next read answers them. Returns the fetch mock, to assert on what was sent.
 */
export function givenSavedApi({ lists = [wantToGo, favourites], places = {}, routes = {} }: SavedWorld = {}) {
  let shown = lists.map((list) => ({ ...list, placeCount: places[list.id]?.length ?? list.placeCount }));
  const kept = Object.fromEntries(Object.entries(places).map(([id, listPlaces]) => [id, [...listPlaces]]));
  const listOf = (url: URL) => shown.find((list) => list.id === idAt(url, 4));
  const notFound = () => Response.json({ error: { code: 'NOT_FOUND', message: 'List not found.' } }, { status: 404 });
  const change = (url: URL, patch: Partial<SavedList>) => {
    shown = shown.map((list) => (list.id === idAt(url, 4) ? { ...list, ...patch } : list));
    return listOf(url);
  };
  const saved = (): SavedData['saved'] => {
    const byPlace: SavedData['saved'] = {};
    for (const [listId, listPlaces] of Object.entries(kept))
      for (const place of listPlaces) byPlace[place.id] = [...(byPlace[place.id] ?? []), listId];
    return byPlace;
  };
  return givenApi({
    'GET /api/saved': () => Response.json({ lists: shown, saved: saved() }),
    'GET /api/saved/lists/:listId': (url) => {
      const list = listOf(url);
      return list ? Response.json({ list, places: kept[list.id] ?? [] }) : notFound();
    },
    'POST /api/saved/lists': async (_url, init) => {
      const list = givenSavedList({ id: `5a1d0c3e-0000-4000-8000-0000000001${shown.length}0`, kind: 'custom' });
      shown = [...shown, { ...list, name: (await json(init)).name }];
      return Response.json(shown.at(-1), { status: 201 });
    },
    'PATCH /api/saved/lists/:listId': async (url, init) => Response.json(change(url, await json(init))),
    'DELETE /api/saved/lists/:listId': (url) => {
      shown = shown.filter((list) => list.id !== idAt(url, 4));
      return Response.json({ deleted: true });
    },
    'PUT /api/saved/lists/:listId/order': async (url, init) => {
      const { businessIds } = (await json(init)) as { businessIds: string[] };
      const listPlaces = kept[idAt(url, 4)] ?? [];
      kept[idAt(url, 4)] = businessIds.flatMap((id) => listPlaces.filter((place) => place.id === id));
      return Response.json({ ordered: businessIds.length });
    },
    'PUT /api/saved/lists/:listId/places/:businessId': (url) => {
      const [listId, businessId] = [idAt(url, 4), idAt(url, 6)];
      kept[listId] = [givenSavedPlace({ id: businessId }), ...(kept[listId] ?? [])];
      return Response.json({ listId, businessId, created: true }, { status: 201 });
    },
    'DELETE /api/saved/lists/:listId/places/:businessId': (url) => {
      kept[idAt(url, 4)] = (kept[idAt(url, 4)] ?? []).filter((place) => place.id !== idAt(url, 6));
      return Response.json({ removed: true });
    },
    'PATCH /api/saved/lists/:listId/places/:businessId': async (url, init) => {
      const { note } = (await json(init)) as { note: string };
      const businessId = idAt(url, 6);
      kept[idAt(url, 4)] = (kept[idAt(url, 4)] ?? []).map((place) =>
        place.id === businessId ? { ...place, note } : place,
      );
      return Response.json({ businessId, note });
    },
    'POST /api/saved/lists/:listId/share': (url) => Response.json(change(url, { shareId: 'k3Jq9vXw2LmN8pR4tY6uZa' })),
    'DELETE /api/saved/lists/:listId/share': (url) => Response.json(change(url, { shareId: null })),
    ...routes,
  });
}
