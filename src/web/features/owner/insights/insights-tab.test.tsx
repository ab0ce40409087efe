import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSIGHT_METRICS } from '../../../../domain/insights';
import { givenApi, requestsTo } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { businessId } from '../testing/owner-fixtures';
import { InsightsTab } from './insights-tab';

// The chart draws on a canvas, which the test's DOM has not: its data is checked in the table beside it.
vi.mock('uplot', () => ({
  default: Object.assign(
    class {
      setSize() {}
      destroy() {}
    },
    { tzDate: (date: Date) => date },
  ),
}));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

function insights(days: number, overrides: Partial<Record<string, { current: number; previous: number }>> = {}) {
  const totals = Object.fromEntries(INSIGHT_METRICS.map((metric) => [metric, { current: 0, previous: 0 }]));
  return {
    days,
    from: days === 7 ? '2026-11-22' : '2026-10-30',
    to: '2026-11-28',
    totals: { ...totals, ...overrides },
    daily: [
      { day: '2026-11-27', impressions: 12, views: 4, taps: 1 },
      { day: '2026-11-28', impressions: 30, views: 9, taps: 3 },
    ],
    searches:
      days === 7
        ? []
        : [
            { term: 'chicken biryani', count: 14 },
            { term: 'halal', count: 1 },
          ],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Insights tab (issue 37)', () => {
  it('shows the last 30 days against the days before, by day, and the searches that showed the place', async () => {
    givenApi({
      'GET /api/owner/businesses/:businessId/insights': () =>
        Response.json(
          insights(30, {
            view: { current: 120, previous: 100 },
            website: { current: 8, previous: 10 },
            phone: { current: 5, previous: 0 },
            chat: { current: 3, previous: 3 },
          }),
        ),
    });
    renderWithProviders(<InsightsTab businessId={businessId} />);
    expect(await screen.findByRole('heading', { name: 'Oct 30 – Nov 28, against the 30 days before' })).toBeVisible();
    const card = (label: string) => screen.getByText(label, { selector: 'span' }).closest('li')!;
    expect(card('Page views')).toHaveTextContent('120Up 20%, 100 in the period before');
    expect(card('Website visits')).toHaveTextContent('8Down 20%');
    expect(card('Calls')).toHaveTextContent('5New this period');
    expect(card('Chats started')).toHaveTextContent('3No change');
    expect(card('Saves')).toHaveTextContent('0None yet');
    const searches = screen.getByRole('region', { name: 'Searches that showed your place' });
    expect(
      within(searches)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['chicken biryani14 times', 'halal1 time']);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayShown in resultsPage viewsCalls, directions and links',
      'Nov 283093',
      'Nov 271241',
    ]);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to the last 7 days', async () => {
    const fetchMock = givenApi({
      'GET /api/owner/businesses/:businessId/insights': (url) =>
        Response.json(insights(Number(url.searchParams.get('days')))),
    });
    renderWithProviders(<InsightsTab businessId={businessId} />);
    await screen.findByText('chicken biryani');
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(await screen.findByText('No searches showed your place in this period yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const asked = requestsTo(fetchMock, 'GET', /\/insights$/).map(
      ([input]) => new URL(String(input), 'http://x').search,
    );
    expect(asked).toEqual(['?days=30', '?days=7']);
  });
});
