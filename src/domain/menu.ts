import type { HalalLevel } from './halal';
import { priceText } from './prices';
import { optionalText, requiredText } from './schemas';
import { z } from './zod';

// Issue 37: a business's menu, with the halal facts of each dish (decision 034). The whole menu is saved at
// once, in one transaction: a menu too big is refused whole and nothing changes.

export const MENU_LIMITS = {
  sectionsPerMenu: 20,
  itemsPerSection: 60,
  itemsPerMenu: 200,
  sectionNameMax: 80,
  itemNameMax: 100,
  itemDescriptionMax: 300,
  /** $10,000.00: no dish costs more; a typo of a few zeros is caught. */
  priceMaxCents: 1_000_000,
} as const;

/** The meat of a dish; 'none' for a dish without meat or fish. */
export const MENU_MEATS = {
  none: 'No meat',
  chicken: 'Chicken',
  beef: 'Beef',
  lamb: 'Lamb',
  goat: 'Goat',
  fish: 'Fish',
  seafood: 'Seafood',
  mixed: 'Mixed meats',
  other: 'Other meat',
} as const;
export type MenuMeat = keyof typeof MENU_MEATS;
export const MENU_MEAT_KEYS = Object.keys(MENU_MEATS) as [MenuMeat, ...MenuMeat[]];

/** Whether the dish's meat is hand-slaughtered (zabiha). */
export const HAND_SLAUGHTERED = { yes: 'Yes', no: 'No', unknown: 'Not stated' } as const;
export type HandSlaughtered = keyof typeof HAND_SLAUGHTERED;
const HAND_SLAUGHTERED_KEYS = Object.keys(HAND_SLAUGHTERED) as [HandSlaughtered, ...HandSlaughtered[]];

/** Meats that need no slaughter (fish and seafood are halal by the common view; none is no meat). */
const NO_SLAUGHTER: ReadonlySet<MenuMeat> = new Set(['none', 'fish', 'seafood']);

export interface DishFacts {
  meat: MenuMeat;
  handSlaughtered: HandSlaughtered;
  containsAlcohol: boolean;
  containsPork: boolean;
  vegetarian: boolean;
}

/** What the business page says of a dish: 'Halal', 'Not halal', or 'Ask about this dish'. */
export type DishHalal = 'halal' | 'not_halal' | 'ask';

/**
 * Whether a dish is halal (decision 034): pork or alcohol in it makes it not halal; without meat, or with
 * fish or seafood only, it is; a hand-slaughtered meat is; in a place whose profile says 'Fully halal'
 * every meat is; a meat the owner says is not hand-slaughtered, in a place that is not fully halal, is
 * not; a meat of which nothing is said there is a question for the staff.
 */
export function dishHalal(dish: DishFacts, placeLevel: HalalLevel | null): DishHalal {
  if (dish.containsPork || dish.containsAlcohol) return 'not_halal';
  if (dish.vegetarian || NO_SLAUGHTER.has(dish.meat)) return 'halal';
  if (dish.handSlaughtered === 'yes' || placeLevel === 'fully') return 'halal';
  return dish.handSlaughtered === 'no' ? 'not_halal' : 'ask';
}

const PRICE_MESSAGE = `Enter a price from $0 to ${priceText(MENU_LIMITS.priceMaxCents)}`;

export const menuItemInput = z
  .strictObject({
    name: requiredText(MENU_LIMITS.itemNameMax, 'Every dish needs a name.'),
    description: optionalText(MENU_LIMITS.itemDescriptionMax),
    /** US cents; null when the menu gives no price (market price, ask). */
    priceCents: z
      .number(PRICE_MESSAGE)
      .int(PRICE_MESSAGE)
      .min(0, PRICE_MESSAGE)
      .max(MENU_LIMITS.priceMaxCents, PRICE_MESSAGE)
      .nullable()
      .default(null),
    /** An upload of this site (POST /api/uploads/images), or the photo the dish already has. */
    photoUrl: optionalText(500),
    meat: z.enum(MENU_MEAT_KEYS).default('none'),
    handSlaughtered: z.enum(HAND_SLAUGHTERED_KEYS).default('unknown'),
    containsAlcohol: z.boolean().default(false),
    containsPork: z.boolean().default(false),
    vegetarian: z.boolean().default(false),
  })
  .refine((item) => !item.vegetarian || (item.meat === 'none' && !item.containsPork), {
    message: 'A vegetarian dish has no meat.',
    path: ['vegetarian'],
  });
export type MenuItemInput = z.infer<typeof menuItemInput>;

export const menuSectionInput = z.strictObject({
  name: requiredText(MENU_LIMITS.sectionNameMax, 'Every section needs a name.'),
  items: z
    .array(menuItemInput)
    .max(MENU_LIMITS.itemsPerSection, `A section can have at most ${MENU_LIMITS.itemsPerSection} dishes.`),
});
export type MenuSectionInput = z.infer<typeof menuSectionInput>;

export const MENU_TOO_BIG = `A menu can have at most ${MENU_LIMITS.sectionsPerMenu} sections and ${MENU_LIMITS.itemsPerMenu} dishes.`;

/** PUT /api/owner/businesses/:id/menu: the whole menu, in order (an empty list removes it). */
export const menuInput = z
  .strictObject({
    sections: z.array(menuSectionInput).max(MENU_LIMITS.sectionsPerMenu, MENU_TOO_BIG),
  })
  .refine((menu) => menu.sections.reduce((n, s) => n + s.items.length, 0) <= MENU_LIMITS.itemsPerMenu, {
    message: MENU_TOO_BIG,
    path: ['sections'],
  });
export type MenuInput = z.infer<typeof menuInput>;
