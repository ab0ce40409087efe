import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { givenBusiness, restaurantsCategory } from '../testing/business-fixture';
import { deferredReply, givenApi, requestsTo } from '../testing/fetch-fixture';
import { renderWithProviders } from '../testing/render-with-providers';
import { HeaderSearch } from './header-search';
import type { SearchSuggestions } from './use-search-suggestions';

const saffron = givenBusiness();

/** What the API suggests for 'saffron': the restaurant in Carmel and the Restaurants category. */
function givenSuggestions(overrides: Partial<SearchSuggestions> = {}): SearchSuggestions {
  return {
    businesses: [{ slug: saffron.slug, name: saffron.name, place: 'Carmel, IN' }],
    categories: [{ slug: restaurantsCategory.slug, name: restaurantsCategory.name }],
    ...overrides,
  };
}

function givenSuggestionsApi(suggestions = givenSuggestions()) {
  return givenApi({ 'GET /api/search/suggestions': () => Response.json(suggestions) });
}

/** The header's search on a page, with the pages it leads to. */
function renderSearch(url = '/') {
  return renderWithProviders(<HeaderSearch />, {
    url,
    routes: [
      { path: '/r/:slug', element: <p>Business page</p> },
      { path: '/c/:slug', element: <HeaderSearch /> },
    ],
  });
}

const field = () => screen.getByRole('combobox', { name: 'Find halal food' });
const whereNow = (router: ReturnType<typeof renderSearch>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('header search', () => {
  it("is a combobox named 'Find halal food' with a 'Find' button, and nothing named Search", () => {
    renderSearch();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAttribute('placeholder', 'Dishes, places, cities…');
    expect(screen.getByRole('button', { name: 'Find' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/search/i)).not.toBeInTheDocument();
  });

  it('suggests places and categories once the typing settles, named by their names', async () => {
    const fetchMock = givenSuggestionsApi();
    renderSearch();
    await userEvent.type(field(), 'saffron');

    const places = within(await screen.findByRole('group', { name: 'Places' }));
    expect(places.getByRole('option', { name: 'Saffron Lantern Kitchen' })).toHaveAccessibleDescription('Carmel, IN');
    const categories = within(screen.getByRole('group', { name: 'Categories' }));
    expect(categories.getByRole('option', { name: 'Restaurants' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'See all results for “saffron”' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    // One request for the settled text, not one per letter.
    const asked = requestsTo(fetchMock, 'GET', /^\/api\/search\/suggestions$/);
    expect(asked.map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('q'))).toEqual([
      'saffron',
    ]);
  });

  it('asks for nothing under two letters', async () => {
    const fetchMock = givenSuggestionsApi();
    renderSearch();
    await userEvent.type(field(), 's');
    await new Promise((settle) => setTimeout(settle, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('aborts the request for the older text when newer text settles', async () => {
    const first = deferredReply();
    const fetchMock = givenApi({
      'GET /api/search/suggestions': (url) =>
        url.searchParams.get('q') === 'sa' ? first.promise : Response.json(givenSuggestions()),
    });
    renderSearch();
    await userEvent.type(field(), 'sa');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const olderSignal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(olderSignal?.aborted).toBe(false);

    await userEvent.type(field(), 'ffron');
    await screen.findByRole('option', { name: 'Saffron Lantern Kitchen' });
    expect(olderSignal?.aborted).toBe(true);
  });

  it('opens the business chosen with ArrowDown and Enter', async () => {
    givenSuggestionsApi();
    const { router } = renderSearch();
    await userEvent.type(field(), 'saffron');
    await screen.findByRole('option', { name: 'Saffron Lantern Kitchen' });

    await userEvent.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: 'Saffron Lantern Kitchen' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Business page')).toBeInTheDocument();
    expect(whereNow(router)).toBe('/r/saffron-lantern-kitchen');
  });

  it('opens a category when it is clicked', async () => {
    givenSuggestionsApi();
    const { router } = renderSearch();
    await userEvent.type(field(), 'rest');
    await userEvent.click(await screen.findByRole('option', { name: 'Restaurants' }));
    expect(whereNow(router)).toBe('/c/restaurants');
  });

  it("closes with Escape and says 'No matches' when nothing matches", async () => {
    givenSuggestionsApi(givenSuggestions({ businesses: [], categories: [] }));
    renderSearch();
    await userEvent.type(field(), 'zzz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['See all results for “zzz”']);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches every business from a page that is not a category', async () => {
    givenSuggestionsApi();
    const { router } = renderSearch('/passport');
    await userEvent.type(field(), '  lamb biryani {Enter}');
    expect(whereNow(router)).toBe('/c/all-businesses?q=lamb+biryani');
  });

  it("tells the phone's search panel to close as a search goes", async () => {
    givenSuggestionsApi();
    const onGo = vi.fn();
    const { router } = renderWithProviders(<HeaderSearch onGo={onGo} />, { url: '/passport' });
    await userEvent.type(field(), 'lamb');
    expect(onGo).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onGo).toHaveBeenCalledOnce();
    expect(whereNow(router)).toBe('/c/all-businesses?q=lamb');
  });

  it('searches the category being browsed', async () => {
    givenSuggestionsApi();
    const { router } = renderSearch('/c/restaurants');
    await userEvent.type(field(), 'lamb');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(whereNow(router)).toBe('/c/restaurants?q=lamb');
  });

  it("searches with 'See all results'", async () => {
    givenSuggestionsApi();
    const { router } = renderSearch();
    await userEvent.type(field(), 'saffron');
    await userEvent.click(await screen.findByRole('option', { name: 'See all results for “saffron”' }));
    expect(whereNow(router)).toBe('/c/all-businesses?q=saffron');
  });

  it('sends nothing when the field is empty, and still works as a plain form', async () => {
    givenSuggestionsApi();
    const { router } = renderSearch('/passport');
    await userEvent.type(field(), '   {Enter}');
    expect(whereNow(router)).toBe('/passport');
    const form = field().closest('form');
    expect(form).toHaveAttribute('action', '/c/all-businesses');
    expect(form).toHaveAttribute('method', 'get');
    expect(field()).toHaveAttribute('name', 'q');
  });

  // Before the page's code runs, the browser submits the form itself: the page the server sent must
  // already name the listing a search goes to once the code runs.
  it("points the server's plain form at the category browsed, or at every business elsewhere", () => {
    const formAction = (url: string) =>
      renderToString(
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[url]}>
            <HeaderSearch />
          </MemoryRouter>
        </QueryClientProvider>,
      ).match(/<form[^>]*\baction="([^"]*)"/)?.[1];

    expect(formAction('/c/restaurants?q=lamb')).toBe('/c/restaurants');
    expect(formAction('/r/saffron-lantern-kitchen')).toBe('/c/all-businesses');
  });
});
