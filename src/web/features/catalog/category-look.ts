import { Coffee, Croissant, type LucideIcon, ShoppingBasket, Store, Truck, Utensils } from 'lucide-react';

interface CategoryLook {
  icon: LucideIcon;
  description: string;
}

// SPEC §2 Home: each category slug has its icon.
const looks: Record<string, CategoryLook> = {
  restaurants: { icon: Utensils, description: 'Sit-down meals, grills and family favourites.' },
  'coffee-shops': { icon: Coffee, description: 'Coffee, tea and a quiet corner to relax.' },
  bakeries: { icon: Croissant, description: 'Fresh bread, pastries and sweets.' },
  markets: { icon: ShoppingBasket, description: 'Halal meat, groceries and pantry staples.' },
  'mobile-businesses': { icon: Truck, description: 'Food trucks, caterers and pop-ups.' },
  'all-businesses': { icon: Store, description: 'Every halal spot in the directory.' },
};

const fallback: CategoryLook = { icon: Store, description: 'Halal spots across Indiana.' };

export function categoryLook(slug: string): CategoryLook {
  return looks[slug] ?? fallback;
}
