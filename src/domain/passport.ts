// SPEC §4 Passport rank, §9 passport constants: what the book shows of a holder and how many pages it has.

/** The ranks by how many places are stamped, each from its threshold on. */
export const PASSPORT_RANKS = [
  { from: 0, name: 'New Explorer' },
  { from: 5, name: 'Taste Discoverer' },
  { from: 10, name: 'Foodie Adventurer' },
  { from: 15, name: 'Culinary Ambassador' },
  { from: 20, name: 'Halal Explorer Master' },
] as const;

export type PassportRank = (typeof PASSPORT_RANKS)[number]['name'];

/** The holder's rank for `visited` stamped places. */
export function passportRank(visited: number): PassportRank {
  let rank: PassportRank = PASSPORT_RANKS[0].name;
  for (const step of PASSPORT_RANKS) if (visited >= step.from) rank = step.name;
  return rank;
}

/** The progress bar towards the next five stamps, in percent: (visited mod 5) × 20. */
export function passportProgress(visited: number): number {
  return (Math.max(0, Math.floor(visited)) % 5) * 20;
}

/** 'DHP-' and the first 8 characters of the user id, uppercased. */
export function passportId(userId: string): string {
  return `DHP-${userId.slice(0, 8).toUpperCase()}`;
}

/** What the passport says about when it expires. */
export const PASSPORT_EXPIRY = 'NEVER';

/** The book's layout: a phone shows one page at a time, a wider screen two facing pages. */
export type PassportLayout = 'mobile' | 'desktop';

/**
 * How many pages the book has: on a phone the cover, info and stats, then a profile and a notes page per
 * business (3 + 2n); on a wider screen the cover, the info/stats spread, then a page per business (2 + n).
 */
export function passportPageCount(layout: PassportLayout, businesses: number): number {
  return layout === 'mobile' ? 3 + 2 * businesses : 2 + businesses;
}

/** How many stamps one page of 'My stamps' lists, newest first (the next page starts after its last stamp). */
export const MY_STAMPS_PAGE_SIZE = 20;

/** How many characters of a note 'My stamps' shows at most. */
export const NOTE_START_LENGTH = 100;

/**
 * The start of a note as 'My stamps' shows it: on one line, at most `NOTE_START_LENGTH` characters, cut
 * after the last whole word and ended with '…' when the note goes on. A note with no space to cut at (a
 * long word, or a script written without spaces) is cut at the length.
 */
export function noteStart(note: string): string {
  // By code points, so an emoji or a letter outside the basic plane is never cut in half.
  const characters = Array.from(note.replace(/\s+/g, ' ').trim());
  if (characters.length <= NOTE_START_LENGTH) return characters.join('');
  const cut = characters.slice(0, NOTE_START_LENGTH + 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > cut.length / 2 ? cut.slice(0, lastSpace) : characters.slice(0, NOTE_START_LENGTH).join('');
  return `${words.trimEnd()}…`;
}
