import { Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { useCategories } from '../../lib/category-queries';
import { HydrateWhenNear } from '../../lib/hydrate-when-near';
import { t } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { CATEGORY_GRID_CLASSES } from './category-cards-layout';

// The cards' code (their icons above all) is not part of a first visit (issue 37 paid for the home page's
// Ramadan sections with it): on a page the server rendered, they keep its markup until they come near the
// screen, as the featured cards do.
const CategoryCards = lazyComponent(async () => (await import('./category-cards')).CategoryCards);

function CategorySkeletons() {
  return (
    <div className={CATEGORY_GRID_CLASSES} aria-busy="true">
      <span className="sr-only">{t('Loading categories…')}</span>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-28" />
      ))}
    </div>
  );
}

/** SPEC §2 Home 'Explore Categories': one card per category, each opening /c/{slug}. */
export function CategoryGrid() {
  const categories = useCategories();

  if (categories.isPending) return <CategorySkeletons />;

  if (categories.isError) {
    return <p className="text-muted">{t('Categories could not be loaded. Please refresh the page.')}</p>;
  }

  return (
    <Suspense fallback={<CategorySkeletons />}>
      <HydrateWhenNear id="category-cards" component={CategoryCards} props={{ categories: categories.data }} />
    </Suspense>
  );
}
