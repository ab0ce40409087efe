import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

/** A read that counts how often it really ran, answering what `answer` holds at that moment. */
function countedRead<T>(answer: { value: T }) {
  const read = async () => {
    read.runs++;
    return answer.value;
  };
  read.runs = 0;
  return read;
}

describe('the read cache', () => {
  it('answers a kept read until an event of its topic, and ignores events of other topics', async () => {
    const cache = new ReadCache();
    const featured = { value: ['Saffron Grill'] };
    const read = countedRead(featured);
    expect(await cache.read('featured', ['featured_listings'], read)).toEqual(['Saffron Grill']);
    featured.value = ['Saffron Grill', 'Olive Tree'];
    cache.drop('messages');
    expect(await cache.read('featured', ['featured_listings'], read)).toEqual(['Saffron Grill']);
    cache.drop('featured_listings');
    expect(await cache.read('featured', ['featured_listings'], read)).toEqual(['Saffron Grill', 'Olive Tree']);
    expect(read.runs).toBe(2);
  });

  it('reads again once an entry is older than its time to live, even when no event told of a change', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 60_000, now: () => now });
    const categories = { value: ['Restaurants'] };
    const read = countedRead(categories);
    await cache.read('categories', [], read);
    categories.value = ['Restaurants', 'Bakeries'];
    now = 59_999;
    expect(await cache.read('categories', [], read)).toEqual(['Restaurants']);
    now = 60_000;
    expect(await cache.read('categories', [], read)).toEqual(['Restaurants', 'Bakeries']);
  });

  it('keeps at most its bound of entries, letting the least recently read go first', async () => {
    const cache = new ReadCache({ maxEntries: 2 });
    const read = countedRead({ value: 'meta' });
    await cache.read('meta:/r/a', ['businesses'], read);
    await cache.read('meta:/r/b', ['businesses'], read);
    await cache.read('meta:/r/a', ['businesses'], read);
    await cache.read('meta:/r/c', ['businesses'], read);
    expect(cache.size).toBe(2);
    expect(read.runs).toBe(3);
    await cache.read('meta:/r/a', ['businesses'], read);
    expect(read.runs).toBe(3);
    await cache.read('meta:/r/b', ['businesses'], read);
    expect(read.runs).toBe(4);
  });

  it('shares one read among callers asking at once', async () => {
    const cache = new ReadCache();
    const read = countedRead({ value: ['Indianapolis'] });
    const answers = await Promise.all([1, 2, 3].map(() => cache.read('cities:', ['businesses'], read)));
    expect(answers).toEqual([['Indianapolis'], ['Indianapolis'], ['Indianapolis']]);
    expect(read.runs).toBe(1);
  });

  it('does not keep what a read found when its topic changed while it ran', async () => {
    const cache = new ReadCache();
    let release = () => {};
    const slowRead = () => new Promise<string[]>((resolve) => (release = () => resolve(['Old Name'])));
    const pending = cache.read('featured', ['businesses'], slowRead);
    cache.drop('businesses');
    release();
    expect(await pending).toEqual(['Old Name']);
    expect(await cache.read('featured', ['businesses'], async () => ['New Name'])).toEqual(['New Name']);
  });

  it('does not keep a read that failed', async () => {
    const cache = new ReadCache();
    await expect(
      cache.read('category:pizzerias', [], async () => {
        throw new Error('Category not found');
      }),
    ).rejects.toThrow('Category not found');
    expect(cache.size).toBe(0);
    expect(await cache.read('category:pizzerias', [], async () => 'found later')).toBe('found later');
  });
});
