import { useParams } from 'react-router';
import { ALL_BUSINESSES_SLUG } from '../../../domain/limits';
import { PageTitle } from '../../components/ui/page-title';
import { useCategory } from '../../lib/category-queries';
import { CategoryHeader } from './category-header';
import { CategoryNotFound } from './category-not-found';
import { HalalFilterChips } from './halal-filter-chips';
import { ListingFilters } from './listing-filters';
import { ListingResults } from './listing-results';
import { OwnBusinessCard } from './own-business-card';
import { useListingFilters } from './use-listing-filters';

// SPEC §2 /c/{slug}. A new slug is a new screen: filters and typed text start afresh.
export function CategoryPage() {
  const { slug = '' } = useParams();
  return <CategoryScreen key={slug} slug={slug} />;
}

function CategoryScreen({ slug }: { slug: string }) {
  // 'all-businesses' lists every approved business; any other slug must be a category.
  const isAll = slug === ALL_BUSINESSES_SLUG;
  const category = useCategory(slug, !isAll);
  const filters = useListingFilters();

  if (!isAll && category.isError) return <CategoryNotFound />;

  const name = isAll ? 'All Businesses' : category.data?.name;
  const label = isAll ? 'businesses' : name?.toLowerCase();

  return (
    <>
      {name && <PageTitle>{name}</PageTitle>}
      <CategoryHeader slug={slug} name={name} label={label} />
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-8">
        <ListingFilters
          categorySlug={slug}
          searchText={filters.searchText}
          onSearchTextChange={filters.setSearchText}
          city={filters.city}
          onCityChange={filters.setCity}
        />
        <HalalFilterChips selected={filters.halal} onToggle={filters.toggleHalal} />
        <ListingResults
          filters={{ category: slug, q: filters.q, city: filters.city, halal: filters.halal.join(',') }}
          emptyLabel={isAll ? 'businesses' : (name ?? 'businesses')}
          onClearFilters={filters.clear}
        />
        <OwnBusinessCard />
      </div>
    </>
  );
}
