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
      {/* Issue 31: a low band, so the results start on the first screen of a phone. */}
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-4 sm:py-6">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-white/10 text-accent sm:flex">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        {name && label ? (
          <div className="grid gap-1">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{name}</h1>
            <p className="text-sm text-stone-200 sm:text-base">
              {t('Discover the best halal {label} in Indiana!', { label })}
            </p>
          </div>
        ) : (
          // The same height as the title and the line: nothing moves when they arrive.
          <div className="grid w-full max-w-md gap-1" aria-hidden="true">
            <Skeleton className="h-8 w-2/3 bg-white/20 sm:h-9" />
            <Skeleton className="h-5 w-full bg-white/20 sm:h-6" />
          </div>
        )}
      </div>
    </header>
  );
}
