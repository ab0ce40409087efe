import { Coffee, Croissant, type LucideIcon, ShoppingBasket, Store, Truck, Utensils } from 'lucide-react';
import { msg } from '../../lib/i18n';

interface CategoryLook {
  icon: LucideIcon;
  /** Its English words, marked as a message: shown with `translate`. */
  description: string;
}

// SPEC §2 Home: each category slug has its icon.
const looks: Record<string, CategoryLook> = {
  restaurants: { icon: Utensils, description: msg('Sit-down meals, grills and family favourites.') },
  'coffee-shops': { icon: Coffee, description: msg('Coffee, tea and a quiet corner to relax.') },
  bakeries: { icon: Croissant, description: msg('Fresh bread, pastries and sweets.') },
  markets: { icon: ShoppingBasket, description: msg('Halal meat, groceries and pantry staples.') },
  'mobile-businesses': { icon: Truck, description: msg('Food trucks, caterers and pop-ups.') },
  'all-businesses': { icon: Store, description: msg('Every halal spot in the directory.') },
};

const fallback: CategoryLook = { icon: Store, description: msg('Halal spots across Indiana.') };

export function categoryLook(slug: string): CategoryLook {
  return looks[slug] ?? fallback;
}
