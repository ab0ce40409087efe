import { type HandSlaughtered, MENU_LIMITS, type MenuInput, type MenuMeat } from '../../../../domain/menu';
import { optionalCentsOf } from '../../../../domain/prices';
import type { OwnerMenu } from '../owner-queries';

// Issue 37: the Menu tab edits the whole menu in the browser, then saves it at once (PUT …/menu).

export interface DishValues {
  key: string;
  name: string;
  description: string;
  /** As typed: '12.50'. */
  price: string;
  photoUrl: string | null;
  meat: MenuMeat;
  handSlaughtered: HandSlaughtered;
  containsAlcohol: boolean;
  containsPork: boolean;
  vegetarian: boolean;
}

export interface SectionValues {
  key: string;
  name: string;
  items: DishValues[];
}

let next = 0;
export const newKey = () => `new-${++next}`;

export const emptyDish = (): DishValues => ({
  key: newKey(),
  name: '',
  description: '',
  price: '',
  photoUrl: null,
  meat: 'none',
  handSlaughtered: 'unknown',
  containsAlcohol: false,
  containsPork: false,
  vegetarian: false,
});

/** The saved menu as the form edits it. */
export function menuValues(menu: OwnerMenu): SectionValues[] {
  return menu.sections.map((section) => ({
    key: section.id,
    name: section.name,
    items: section.items.map((item) => ({
      ...item,
      key: item.id,
      description: item.description ?? '',
      price: item.priceCents === null ? '' : (item.priceCents / 100).toFixed(2),
    })),
  }));
}

/** The body of the save, or the first price that is not one. */
export function menuBody(sections: SectionValues[]): { body: MenuInput } | { badPrice: string } {
  const body: MenuInput = { sections: [] };
  for (const section of sections) {
    const items: MenuInput['sections'][number]['items'] = [];
    for (const dish of section.items) {
      const priceCents = optionalCentsOf(dish.price);
      if (Number.isNaN(priceCents) || (priceCents ?? 0) > MENU_LIMITS.priceMaxCents) return { badPrice: dish.name };
      items.push({
        name: dish.name,
        description: dish.description || null,
        priceCents,
        photoUrl: dish.photoUrl,
        meat: dish.vegetarian ? 'none' : dish.meat,
        handSlaughtered: dish.handSlaughtered,
        containsAlcohol: dish.containsAlcohol,
        containsPork: dish.vegetarian ? false : dish.containsPork,
        vegetarian: dish.vegetarian,
      });
    }
    body.sections.push({ name: section.name, items });
  }
  return { body };
}
