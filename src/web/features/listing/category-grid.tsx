import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../components/ui/class-names';
import { Skeleton } from '../../components/ui/skeleton';
import { type Category, useCategories } from '../../lib/category-queries';
import { t, translate } from '../../lib/i18n';
import { categoryLook } from './category-look';

const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** SPEC §2 Home 'Explore Categories': one card per category, each opening /c/{slug}. */
export function CategoryGrid() {
  const categories = useCategories();

  if (categories.isPending) {
    return (
      <div className={gridClasses} aria-busy="true">
        <span className="sr-only">{t('Loading categories…')}</span>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
    );
  }

  if (categories.isError) {
    return <p className="text-muted">{t('Categories could not be loaded. Please refresh the page.')}</p>;
  }

  return (
    <ul className={gridClasses}>
      {categories.data.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} />
        </li>
      ))}
    </ul>
  );
}

function CategoryCard({ category }: { category: Category }) {
  const { icon: Icon, description } = categoryLook(category.slug);
  return (
    <Link
      to={`/c/${category.slug}`}
      className={cn(
        'group flex h-full items-center gap-4 rounded-xl border border-line bg-white p-5 shadow-sm transition',
        'hover:border-brand hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
      )}
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="font-semibold text-ink">{translate(category.name)}</span>
        <span className="text-sm text-muted">{translate(description)}</span>
      </span>
      <ArrowRight
        aria-hidden="true"
        className="size-5 shrink-0 text-brand transition group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
      />
    </Link>
  );
}
