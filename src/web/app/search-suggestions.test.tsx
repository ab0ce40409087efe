import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenApi } from '../testing/fetch-fixture';
import { renderWithProviders } from '../testing/render-with-providers';
import { speak } from '../testing/speak';
import { SearchSuggestions } from './search-suggestions';
import {
  type SearchSuggestions as Answer,
  suggestionPath,
  useSearchPath,
  useSearchSuggestions,
} from './use-search-suggestions';

// Issue 31: the header's suggestions offer cuisines and dishes beside places and categories, each leading
// to its own page: a category to its listing, a cuisine to the places of that cuisine, a dish to a search.

/** A search field showing the suggestions for what is typed, as the header wires them. */
function TypedSearch() {
  const [text, setText] = useState('');
  const { options, noMatches } = useSearchSuggestions(text);
  const searchPath = useSearchPath();
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Find halal food" value={text} onChange={(event) => setText(event.target.value)} />
      {options.length > 0 && (
        <SearchSuggestions
          id="found"
          text={text}
          options={options}
          noMatches={noMatches}
          active={-1}
          onChoose={(option) => navigate(suggestionPath(option, searchPath, text))}
        />
      )}
    </>
  );
}

const answers: Record<string, Answer> = {
  biry: { businesses: [], categories: [], cuisines: [], dishes: [{ name: 'biryani' }] },
  bak: { businesses: [], categories: [{ slug: 'bakeries', name: 'Bakeries' }], cuisines: [], dishes: [] },
  pak: {
    businesses: [{ slug: 'lahore-grill', name: 'Lahore Grill', place: 'Carmel, IN' }],
    categories: [],
    cuisines: [{ key: 'pakistani', name: 'Pakistani' }],
    dishes: [{ name: 'pakora' }],
  },
};

function renderTypedSearch() {
  givenApi({ 'GET /api/search/suggestions': (url) => Response.json(answers[url.searchParams.get('q') ?? '']) });
  return renderWithProviders(<TypedSearch />, {
    routes: [{ path: '/c/:slug', element: <p>Listing</p> }],
  });
}

const type = (text: string) => userEvent.type(screen.getByRole('textbox', { name: 'Find halal food' }), text);
const whereNow = ({ router }: ReturnType<typeof renderTypedSearch>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  vi.unstubAllGlobals();
  speak('en');
});

describe('the suggestions of the header', () => {
  it("offer biryani among the dishes for 'biry', which searches for it", async () => {
    const page = renderTypedSearch();
    await type('biry');
    const dishes = within(await screen.findByRole('group', { name: 'Dishes' }));
    await userEvent.click(dishes.getByRole('option', { name: 'biryani' }));
    expect(whereNow(page)).toBe('/c/all-businesses?q=biryani');
  });

  it("offer Bakeries among the categories for 'bak', which opens the category", async () => {
    const page = renderTypedSearch();
    await type('bak');
    const categories = within(await screen.findByRole('group', { name: 'Categories' }));
    await userEvent.click(categories.getByRole('option', { name: 'Bakeries' }));
    expect(whereNow(page)).toBe('/c/bakeries');
  });

  it('show places, cuisines and dishes in that order, a cuisine opening the places that serve it', async () => {
    const page = renderTypedSearch();
    await type('pak');
    await screen.findByRole('group', { name: 'Cuisines' });
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'))).toEqual([
      'found-business',
      'found-cuisine',
      'found-dish',
    ]);
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('aria-label'))).toEqual([
      'Lahore Grill',
      'Pakistani',
      'pakora',
      'See all results for “pak”',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Pakistani' }));
    expect(whereNow(page)).toBe('/c/all-businesses?cuisine=pakistani');
  });

  it('name the cuisine and the groups in Arabic, and leave a dish as it is typed', async () => {
    speak('ar');
    renderTypedSearch();
    await type('pak');
    const cuisines = within(await screen.findByRole('group', { name: 'المطابخ' }));
    expect(cuisines.getByRole('option', { name: 'باكستاني' })).toBeInTheDocument();
    const dishes = within(screen.getByRole('group', { name: 'أطباق' }));
    expect(dishes.getByRole('option', { name: 'pakora' })).toBeInTheDocument();
  });
});
