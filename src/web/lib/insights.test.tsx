import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { givenApi, requestsTo } from '../testing/fetch-fixture';

// The module keeps what it has not sent yet: each test takes a fresh copy.
async function freshBeacon() {
  vi.resetModules();
  return import('./insights');
}

const place = '7b0d3c1e-0000-4000-8000-000000000001';
const other = '7b0d3c1e-0000-4000-8000-000000000002';

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = 'go';
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  // A tap that would leave the page is kept from doing so in the test's DOM.
  anchor.addEventListener('click', (event) => event.preventDefault());
  document.body.append(anchor);
  return anchor;
}

const reports = (fetchMock: ReturnType<typeof givenApi>) =>
  requestsTo(fetchMock, 'POST', /^\/api\/insights$/).map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe("the owners' Insights report (issue 37)", () => {
  it("sends a place page's view once the page has been quiet, then its taps at once", async () => {
    const fetchMock = givenApi({ 'POST /api/insights': () => new Response(null, { status: 204 }) });
    const { watchPlacePage } = await freshBeacon();
    const stop = watchPlacePage({ id: place, websiteUrl: 'https://kitchen.example/' });
    expect(reports(fetchMock)).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reports(fetchMock)).toEqual([{ events: [{ place, what: 'view' }] }]);

    link('tel:+13175550100').click();
    link('https://www.google.com/maps/dir/?api=1&destination=39.7,-86.1').click();
    link('https://kitchen.example/').click();
    link('https://order.example/', { 'data-insight': 'order', 'data-insight-place': place }).click();
    // A link that is none of these is not counted.
    link('https://elsewhere.example/').click();
    expect(reports(fetchMock).slice(1)).toEqual([
      { events: [{ place, what: 'phone' }] },
      { events: [{ place, what: 'directions' }] },
      { events: [{ place, what: 'website' }] },
      { events: [{ place, what: 'order' }] },
    ]);
    // Once the page is left, its calls are no longer its own.
    stop();
    link('tel:+13175550100').click();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reports(fetchMock)).toHaveLength(5);
  });

  it('sends the places a page of results showed with the search, and a search that found nothing', async () => {
    const fetchMock = givenApi({ 'POST /api/insights': () => new Response(null, { status: 204 }) });
    const { reportShown } = await freshBeacon();
    reportShown([place, other], ' biryani ');
    // A second page sends the first one's report on its way.
    reportShown([], 'sushi');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reports(fetchMock)).toEqual([
      { shown: { places: [place, other], q: 'biryani' } },
      { shown: { places: [], q: 'sushi' } },
    ]);
  });

  it('drops a report the browser cannot send, without an error on the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { reportShown } = await freshBeacon();
    reportShown([place], undefined);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
