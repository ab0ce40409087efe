import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { categoryLook } from './category-look';

interface CategoryHeaderProps {
  slug: string;
  /** Undefined while the category is looked up. */
  name?: string;
  /** The words in 'Discover the best halal {label} in Indiana!'. */
  label?: string;
}

export function CategoryHeader({ slug, name, label }: CategoryHeaderProps) {
  const { icon: Icon } = categoryLook(slug);
  return (
    <header className="bg-brand-deep text-white">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-10 sm:py-14">
        <span className="hidden size-14 shrink-0 items-center justify-center rounded-full bg-white/10 text-accent sm:flex">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        {name && label ? (
          <div className="grid gap-2">
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{name}</h1>
            <p className="text-lg text-stone-200">{t('Discover the best halal {label} in Indiana!', { label })}</p>
          </div>
        ) : (
          // The same height as the title and the line (two lines on a phone): nothing moves when they arrive.
          <div className="grid w-full max-w-md gap-2" aria-hidden="true">
            <Skeleton className="h-9 w-2/3 bg-white/20 sm:h-10" />
            <Skeleton className="h-14 w-full bg-white/20 sm:h-7" />
          </div>
        )}
      </div>
    </header>
  );
}
