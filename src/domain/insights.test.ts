import { describe, expect, it } from 'vitest';
import { insightReport, isRobot, percentChange, searchTerm } from './insights';

describe('insights (issue 37)', () => {
  it('keeps a search as its plain words', () => {
    expect(searchTerm('  Döner   KEBAB!! ')).toBe('doner kebab');
    expect(searchTerm('شاورما دجاج')).toBe('شاورما دجاج');
    expect(searchTerm('?!…')).toBe('');
    expect(searchTerm('call 3175550100 or (317) 555-0100')).toBe('call or');
    expect(searchTerm('open 24 7 near 46240')).toBe('open 24 7 near 46240');
    expect(searchTerm(`${'a'.repeat(40)} ${'b'.repeat(30)}`)).toBe('a'.repeat(40));
  });

  it('knows robots by their browser name, and a browser with none', () => {
    expect(isRobot('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(isRobot('Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 Chrome-Lighthouse')).toBe(true);
    expect(isRobot('facebookexternalhit/1.1')).toBe(true);
    expect(isRobot(undefined)).toBe(true);
    expect(
      isRobot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
  });

  it('says the change from one period to the next', () => {
    expect(percentChange(120, 100)).toBe(20);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(5, 0)).toBeNull();
  });

  it('takes only what a page may report', () => {
    const place = '7b0d3c1e-0000-4000-8000-000000000001';
    expect(insightReport.safeParse({ events: [{ place, what: 'order' }] }).success).toBe(true);
    expect(insightReport.safeParse({ events: [{ place, what: 'chat' }] }).success).toBe(false);
    expect(insightReport.safeParse({ shown: { places: [place], q: 'a\u0000' } }).success).toBe(false);
  });
});
