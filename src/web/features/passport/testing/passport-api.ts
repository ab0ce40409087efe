import { MY_STAMPS_PAGE_SIZE, noteStart } from '../../../../domain';
import { pick } from '../../../testing/business-fixture';
import { type ApiRoutes, givenApi } from '../../../testing/fetch-fixture';
import { givenMediaQueries } from '../../../testing/media-queries';
import type { PassportData } from '../passport-queries';
import { givenPassport, givenVisit } from './passport-fixtures';

export const refused = () =>
  Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 });

/**
 * The passport API over one holder's book: reading it, stamping (201 with a new visit), removing, and saving
 * notes all change it, as the server would. `routes` answers anything else, or replaces one of these.
 */
export function givenPassportApi(passport: PassportData = givenPassport(), routes: ApiRoutes = {}) {
  const book = structuredClone(passport);
  const businessOf = (url: URL) => book.businesses.find((business) => url.pathname.includes(business.id));
  return givenApi({
    'GET /api/passport': () => Response.json(book),
    'GET /api/passport/visits/:businessId': (url) => {
      const visit = businessOf(url)?.visit;
      return Response.json({
        visit: visit ? { id: visit.id, visitedAt: visit.visitedAt, hasNote: visit.note !== '' } : null,
        closed: businessOf(url)?.closed ?? false,
      });
    },
    'GET /api/passport/stamps': (url) => Response.json(myStampsPage(book, url.searchParams.get('cursor'))),
    'PUT /api/passport/visits/:businessId': (url) => {
      const business = businessOf(url)!;
      business.visit = givenVisit({ visitedAt: new Date().toISOString() });
      book.visited += 1;
      return Response.json(business.visit, { status: 201 });
    },
    'DELETE /api/passport/visits/:businessId': (url) => {
      businessOf(url)!.visit = null;
      book.visited -= 1;
      return Response.json({ removed: true });
    },
    'PUT /api/passport/visits/:businessId/note': (url, init) => {
      const { note } = JSON.parse(String(init?.body)) as { note: string };
      businessOf(url)!.visit!.note = note;
      return Response.json({ note, updatedAt: new Date().toISOString() });
    },
    ...routes,
  });
}

/** A page of 'My stamps' over the book, as the server pages it: newest first, 20 after the stamp `cursor`. */
function myStampsPage(book: PassportData, cursor: string | null) {
  const stamps = book.businesses
    .flatMap(({ visit, closed, ...business }) =>
      visit ? [{ id: visit.id, visitedAt: visit.visitedAt, noteStart: noteStart(visit.note), closed, business }] : [],
    )
    .sort((a, b) => b.visitedAt.localeCompare(a.visitedAt) || b.id.localeCompare(a.id))
    .map(({ business, ...stamp }) => ({ ...stamp, business: pick(business, ['id', 'slug', 'name'] as const) }));
  const start = cursor ? stamps.findIndex((stamp) => stamp.id === cursor) + 1 : 0;
  const items = stamps.slice(start, start + MY_STAMPS_PAGE_SIZE);
  return { items, nextCursor: start + MY_STAMPS_PAGE_SIZE < stamps.length ? (items.at(-1)?.id ?? null) : null };
}

interface Screen {
  /** Under 768 px: single pages. */
  phone?: boolean;
  reducedMotion?: boolean;
}

/** The screen the book is read on, as `matchMedia` tells it: a wide screen with motion unless told. */
export function givenScreen({ phone = false, reducedMotion = false }: Screen = {}) {
  const matching = (query: string) =>
    (query === '(max-width: 767px)' && phone) || (query === '(prefers-reduced-motion: reduce)' && reducedMotion);
  givenMediaQueries(matching);
}
