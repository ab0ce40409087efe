import { ChevronDown, Utensils } from 'lucide-react';
import { useId, useState } from 'react';
import type { DishHalal } from '../../../domain/menu';
import { DIRECTORY_CURRENCY } from '../../../domain/prices';
import { imageSrcSet } from '../../components/business/image-sources';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../components/ui/class-names';
import type { BusinessPageData } from '../../lib/business-queries';
import { formatNumber } from '../../lib/format';
import { t } from '../../lib/i18n';

type MenuSection = BusinessPageData['menu'][number];
type MenuItem = MenuSection['items'][number];

/** '$14.50' as the visitor's language writes it. */
export const formatPrice = (cents: number) =>
  formatNumber(cents / 100, { style: 'currency', currency: DIRECTORY_CURRENCY });

/** Issue 37: each dish says in words whether it is halal (the colour only repeats it). */
function DishMark({ halal }: { halal: DishHalal }) {
  if (halal === 'halal') return <Badge variant="brand">{t('Halal')}</Badge>;
  if (halal === 'not_halal') return <Badge className="bg-red-50 text-red-800">{t('Not halal')}</Badge>;
  return <Badge variant="muted">{t('Ask about this dish')}</Badge>;
}

function Dish({ item }: { item: MenuItem }) {
  return (
    <li className="flex gap-3 border-b border-line py-3 last:border-b-0">
      {item.photoUrl && (
        <img
          src={item.photoUrl}
          srcSet={imageSrcSet(item.photoUrl, 320)}
          sizes="4rem"
          alt=""
          loading="lazy"
          className="size-16 shrink-0 rounded-lg object-cover"
        />
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h4 dir="auto" className="font-semibold break-words text-ink">
            {item.name}
          </h4>
          {item.priceCents !== null && <span className="font-semibold text-ink">{formatPrice(item.priceCents)}</span>}
        </div>
        {item.description && (
          <p dir="auto" className="text-sm break-words text-stone-700">
            {item.description}
          </p>
        )}
        <div className="flex flex-wrap gap-1.5">
          <DishMark halal={item.halal} />
          {item.handSlaughtered === 'yes' && item.meat !== 'none' && (
            <Badge variant="outline">{t('Hand-slaughtered')}</Badge>
          )}
          {item.vegetarian && <Badge variant="outline">{t('Vegetarian')}</Badge>}
          {item.containsAlcohol && <Badge variant="outline">{t('Contains alcohol')}</Badge>}
          {item.containsPork && <Badge variant="outline">{t('Contains pork')}</Badge>}
        </div>
      </div>
    </li>
  );
}

/**
 * Issue 37: the owner's menu, with each dish marked halal or not, and how many are. On a phone it starts
 * closed behind one button (the page is long there); from a tablet up it is open.
 */
export function BusinessMenu({ menu }: { menu: MenuSection[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const dishes = menu.flatMap((section) => section.items);
  if (dishes.length === 0) return null;
  const halal = dishes.filter((item) => item.halal === 'halal').length;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Utensils aria-hidden="true" className="size-5 text-brand" />
          {t('Menu')}
        </CardTitle>
        <p className="text-sm text-muted">
          {halal === dishes.length
            ? t('All dishes are halal')
            : t('Halal dishes: {halal} of {total}', { halal, total: dishes.length })}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 items-center gap-1.5 justify-self-start rounded-lg px-2 text-start text-sm font-semibold text-brand-strong hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus md:hidden"
        >
          {open ? t('Hide the menu') : t('Show the menu')}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
        </button>
        <div id={listId} className={cn('grid gap-4', !open && 'max-md:hidden')}>
          {menu.map((section) =>
            section.items.length === 0 ? null : (
              // Named by its heading: the owner's words, never taken for a text of the interface.
              <section key={section.id} aria-labelledby={`${listId}-${section.id}`}>
                <h3 id={`${listId}-${section.id}`} dir="auto" className="text-base font-semibold text-brand-strong">
                  {section.name}
                </h3>
                <ul>
                  {section.items.map((item) => (
                    <Dish key={item.id} item={item} />
                  ))}
                </ul>
              </section>
            ),
          )}
        </div>
      </CardContent>
    </Card>
  );
}
