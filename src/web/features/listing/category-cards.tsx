import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../components/ui/class-names';
import type { Category } from '../../lib/category-queries';
import { translate } from '../../lib/i18n';
import { CATEGORY_GRID_CLASSES } from './category-cards-layout';
import { categoryLook } from './category-look';

/** SPEC §2 Home 'Explore Categories': one card per category, each opening /c/{slug} (category-grid.tsx loads them on demand). */
export function CategoryCards({ categories }: { categories: Category[] }) {
  return (
    <ul className={CATEGORY_GRID_CLASSES}>
      {categories.map((category) => (
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
