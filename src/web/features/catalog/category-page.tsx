import { useParams } from 'react-router';
import { ALL_BUSINESSES_SLUG } from '../../../domain/limits';
import { PageTitle } from '../../components/ui/page-title';
import { useCategory } from '../../lib/category-queries';
import { t, translate } from '../../lib/i18n';
import { CategoryHeader } from './category-header';
import { CategoryNotFound } from './category-not-found';
import { CuisineFilter } from './cuisine-filter';
import { HalalFilterChips } from './halal-filter-chips';
import { ApplyChoicesButton, ListingChoicesForm } from './listing-choices-form';
import { ListingFilters } from './listing-filters';
import { ListingMap } from './listing-map';
import { ListingResults } from './listing-results';
import { ListingViewToggle } from './listing-view-toggle';
import { NearMe } from './near-me';
import { NearPlaceChip } from './near-place-chip';
import { OpenNowChip } from './open-now-chip';
import { OwnBusinessCard } from './own-business-card';
import { listingRequest, useListingFilters } from './use-listing-filters';

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

  const name = isAll ? t('All Businesses') : category.data && translate(category.data.name);
  const label = isAll ? t('businesses') : name?.toLowerCase();
  // The request the server's render makes from the same URL (listingFiltersOf).
  const request = listingRequest(slug, filters);
  const place = filters.position ? t('your location') : filters.near;
  const { addresses, view } = filters;
  // What the listing's URL holds that no field of its form shows, for a browser that sends the form itself.
  const carried = {
    halal: filters.halal.join(','),
    open: filters.openNow ? 'now' : '',
    near: filters.near,
    lat: filters.position ? String(filters.position.lat) : '',
    lng: filters.position ? String(filters.position.lng) : '',
    view: view === 'map' ? 'map' : '',
    // The order's select is shown with the list only.
    sort: view === 'map' ? (filters.sort ?? '') : '',
  };

  return (
    <>
      {name && <PageTitle>{name}</PageTitle>}
      <CategoryHeader slug={slug} name={name} label={label} />
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:gap-8">
        <ListingChoicesForm action={`/c/${slug}`} carried={carried} />
        <ListingFilters
          categorySlug={slug}
          searchText={filters.searchText}
          onSearchTextChange={filters.setSearchText}
          city={filters.city}
          onCityChange={filters.setCity}
        >
          <NearMe
            near={filters.near}
            radius={filters.radius}
            onPlace={filters.setNear}
            onPosition={filters.setPosition}
            onRadiusChange={filters.setRadius}
          />
        </ListingFilters>
        <div className="flex flex-wrap gap-x-8 gap-y-4">
          <HalalFilterChips selected={filters.halal} addressOf={addresses.halal} onToggle={filters.toggleHalal} />
          <OpenNowChip on={filters.openNow} href={addresses.openNow} onToggle={filters.toggleOpenNow} />
          <CuisineFilter selected={filters.cuisine} onChange={filters.setCuisines} />
          <ApplyChoicesButton />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {place && <NearPlaceChip label={place} href={addresses.clearPlace} onClear={filters.clearPlace} />}
          <ListingViewToggle view={view} addressOf={addresses.view} onChange={filters.setView} />
        </div>
        {view === 'map' ? (
          <ListingMap filters={request} onClearFilters={filters.clear} />
        ) : (
          <ListingResults
            filters={request}
            emptyLabel={isAll ? t('businesses') : (name ?? t('businesses'))}
            onClearFilters={filters.clear}
            clearFiltersHref={addresses.clear}
            onSortChange={filters.setSort}
          />
        )}
        <OwnBusinessCard />
      </div>
    </>
  );
}
