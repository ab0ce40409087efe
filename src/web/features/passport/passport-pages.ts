import type { PassportLayout } from '../../../domain/passport';

// What each page of the book shows (passport contract, domain/passport.ts passportPageCount). A phone turns
// single pages: the cover, info, stats, then a profile and a notes page per business. A wider screen turns
// spreads: the cover alone, info beside stats, then a business's profile beside its notes.

export type PassportView =
  | { kind: 'cover' }
  | { kind: 'info' }
  | { kind: 'stats' }
  | { kind: 'info-and-stats' }
  | { kind: 'profile'; business: number }
  | { kind: 'notes'; business: number }
  | { kind: 'business'; business: number };

const MOBILE_FRONT: PassportView[] = [{ kind: 'cover' }, { kind: 'info' }, { kind: 'stats' }];
const DESKTOP_FRONT: PassportView[] = [{ kind: 'cover' }, { kind: 'info-and-stats' }];

/** What page `index` (0 = the cover) shows in `layout`. */
export function viewAt(layout: PassportLayout, index: number): PassportView {
  const front = layout === 'mobile' ? MOBILE_FRONT : DESKTOP_FRONT;
  const page = front[index];
  if (page) return page;
  if (layout === 'desktop') return { kind: 'business', business: index - front.length };
  const offset = index - front.length;
  const business = Math.floor(offset / 2);
  return offset % 2 === 0 ? { kind: 'profile', business } : { kind: 'notes', business };
}

/** The page that opens on the `business`-th business (its profile, where the stamp is). */
export function businessPageIndex(layout: PassportLayout, business: number): number {
  return layout === 'mobile' ? MOBILE_FRONT.length + 2 * business : DESKTOP_FRONT.length + business;
}

/** The page of `to` that shows what page `index` of `from` showed: the book keeps its place when the screen turns. */
export function samePageIn(from: PassportLayout, to: PassportLayout, index: number): number {
  if (from === to) return index;
  const view = viewAt(from, index);
  switch (view.kind) {
    case 'cover':
      return 0;
    case 'info':
    case 'stats':
    case 'info-and-stats':
      return 1;
    default:
      return businessPageIndex(to, view.business);
  }
}
