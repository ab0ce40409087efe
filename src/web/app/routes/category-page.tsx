import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { HALAL_FILTERS, keysOf } from '../../../domain/halal';
import { ALL_BUSINESSES_SLUG } from '../../../domain/limits';
import { effectiveSort, listingSorts } from '../../../domain/listing-sort';
import { PageTitle } from '../../components/ui/page-title';
import { CategoryHeader } from '../../features/listing/category-header';
import { CategoryNotFound } from '../../features/listing/category-not-found';
import { CuisineFilter } from '../../features/listing/cuisine-filter';
import { HalalFilterChips } from '../../features/listing/halal-filter-chips';
import { ListingChoicesForm } from '../../features/listing/listing-choices-form';
import { ListingFilters } from '../../features/listing/listing-filters';
import { LIST_BESIDE_MAP_CLASSES, listingLayout } from '../../features/listing/listing-layout';
import { ListingResults, ShowResultsLabel } from '../../features/listing/listing-results';
import { ListingSearch } from '../../features/listing/listing-search';
import { ListingViewToggle } from '../../features/listing/listing-view-toggle';
import { NearMe } from '../../features/listing/near-me';
import { OwnBusinessCard } from '../../features/listing/own-business-card';
import { QuickFilters } from '../../features/listing/quick-filters';
import { showResults } from '../../features/listing/show-results';
import { SortSelect } from '../../features/listing/sort-select';
import { useListBesideMap } from '../../features/listing/use-list-beside-map';
import {
  filtersInSheet,
  isQuickHalalFilter,
  listingRequest,
  useListingFilters,
} from '../../features/listing/use-listing-filters';
import { ListingMap } from '../../features/map/listing-map';
import { useCategory } from '../../lib/category-queries';
import { t, translate } from '../../lib/i18n';
import { useSiteSettings } from '../../lib/site-queries';

// SPEC §2 /c/{slug}. A new slug is a new screen: filters and typed text start afresh.
export function CategoryPage() {
  const { slug = '' } = useParams();
  return <CategoryScreen key={slug} slug={slug} />;
}

/** The halal facts of the Filters sheet: those without a quick chip. */
const SHEET_HALAL_FILTERS = keysOf(HALAL_FILTERS).filter((name) => !isQuickHalalFilter(name));

function CategoryScreen({ slug }: { slug: string }) {
  // 'all-businesses' lists every approved business; any other slug must be a category.
  const isAll = slug === ALL_BUSINESSES_SLUG;
  const category = useCategory(slug, !isAll);
  const filters = useListingFilters();
  // Issue 37: the site's settings say whether the Ramadan season holds (its chips show then).
  const site = useSiteSettings();
  const results = useRef<HTMLDivElement>(null);
  // The request the server's render makes from the same URL (listingFiltersOf).
  const request = listingRequest(slug, filters);
  const { addresses, view } = filters;
  const layout = listingLayout(view);
  // Issue 31: from 1024 px the map view shows the list beside the map; a phone, the map alone.
  const besideMap = useListBesideMap(view);

  // Issue 31: a change of filter is seen where it happens, the count and the first cards.
  const asked = JSON.stringify(request);
  const shown = useRef(asked);
  useEffect(() => {
    if (shown.current === asked) return;
    shown.current = asked;
    showResults(results.current);
  }, [asked]);

  if (!isAll && category.isError) return <CategoryNotFound />;

  const name = isAll ? t('All Businesses') : category.data && translate(category.data.name);
  const label = isAll ? t('businesses') : name?.toLowerCase();
  const sortContext = { hasQuery: Boolean(filters.q.trim()), hasOrigin: Boolean(filters.near || filters.position) };
  // What the listing's URL holds that no field of its form shows, for a browser that sends the form itself.
  const carried = {
    halal: filters.halal.join(','),
    standard: filters.standard,
    open: filters.openNow ? 'now' : '',
    near: filters.near,
    lat: filters.position ? String(filters.position.lat) : '',
    lng: filters.position ? String(filters.position.lng) : '',
    view: view === 'map' ? 'map' : '',
    // The order's select is shown with the list only.
    sort: view === 'map' ? (filters.sort ?? '') : '',
  };

  const list = (
    <ListingResults
      filters={request}
      emptyLabel={isAll ? t('businesses') : (name ?? t('businesses'))}
      onClearFilters={filters.clear}
      clearFiltersHref={addresses.clear}
      besideMap={view === 'map'}
    />
  );

  return (
    <>
      {name && <PageTitle>{name}</PageTitle>}
      <CategoryHeader slug={slug} name={name} label={label} />
      <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-24 sm:pt-6 sm:pb-10">
        <ListingChoicesForm action={`/c/${slug}`} carried={carried} />
        <div className={layout.grid}>
          <div className={layout.search}>
            <ListingSearch
              searchText={filters.searchText}
              onSearchTextChange={filters.setSearchText}
              className="min-w-0 flex-1"
            />
            <ListingViewToggle view={view} addressOf={addresses.view} onChange={filters.setView} />
          </div>
          <ListingFilters
            categorySlug={slug}
            count={filtersInSheet(filters)}
            city={filters.city}
            onCityChange={filters.setCity}
            showResultsLabel={view === 'list' ? <ShowResultsLabel filters={request} /> : undefined}
            onShowResults={() => showResults(results.current)}
            sheetOnly={view === 'map'}
            className={layout.filters}
          >
            <NearMe
              near={filters.near}
              radius={filters.radius}
              onPlace={filters.setNear}
              onRadiusChange={filters.setRadius}
            />
            <CuisineFilter selected={filters.cuisine} onChange={filters.setCuisines} />
            <HalalFilterChips
              names={SHEET_HALAL_FILTERS}
              selected={filters.halal}
              addressOf={addresses.halal}
              onToggle={filters.toggleHalal}
            />
            {view === 'list' && (
              <SortSelect
                value={effectiveSort(filters.sort, sortContext)}
                sorts={listingSorts(sortContext)}
                onChange={filters.setSort}
              />
            )}
          </ListingFilters>
          <QuickFilters
            near={filters.near}
            nearMe={Boolean(filters.position)}
            openNow={filters.openNow}
            hasOffer={filters.hasOffer}
            halal={filters.halal.filter(isQuickHalalFilter)}
            addresses={addresses}
            onPosition={filters.setPosition}
            onClearPlace={filters.clearPlace}
            onToggleOpenNow={filters.toggleOpenNow}
            onToggleOffer={filters.toggleOffer}
            onToggleHalal={filters.toggleHalal}
            standard={Boolean(filters.standard)}
            onToggleStandard={filters.toggleStandard}
            ramadan={{
              season: Boolean(site.data?.ramadan),
              iftarTonight: filters.iftarTonight,
              suhoorNow: filters.suhoorNow,
              onToggleIftar: filters.toggleIftar,
              onToggleSuhoor: filters.toggleSuhoor,
            }}
            className={layout.quickFilters}
          />
          <div ref={results} className={layout.results}>
            {view === 'map' ? (
              <div className={besideMap ? LIST_BESIDE_MAP_CLASSES : undefined}>
                {/* Hidden under 1024 px by CSS too: the server, which cannot know the screen, renders it. */}
                {besideMap && <div className="hidden lg:block">{list}</div>}
                <ListingMap filters={request} onClearFilters={filters.clear} besideList={besideMap} />
              </div>
            ) : (
              list
            )}
          </div>
        </div>
        <div className="mt-8">
          <OwnBusinessCard />
        </div>
      </div>
    </>
  );
}
