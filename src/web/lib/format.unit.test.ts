import { afterEach, describe, expect, it } from 'vitest';
import { DIRECTORY_TIME_ZONE } from '../../domain/events';
import { speak } from '../testing/speak';
import { formatDate, formatMonthAndYear, formatNumber, formatRating, formatShortDate, formatTime } from './format';
import { activateLocale, t } from './i18n';

afterEach(() => {
  activateLocale('en', null);
});

describe('numbers in the visitor’s language', () => {
  it('writes a rating to one decimal with the language’s decimal sign, as distances are', () => {
    speak('en');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(5)).toBe('5.0');
    speak('es');
    expect(formatRating(4.25)).toBe('4,3');
    expect(formatRating(5)).toBe('5,0');
  });

  it('groups large counts the way the language does', () => {
    speak('en');
    expect(formatNumber(1234)).toBe('1,234');
    speak('es');
    expect(formatNumber(12345)).toBe('12.345');
  });

  it('writes small whole counts the same in every language, and negative ones as the language does', () => {
    for (const locale of ['en', 'es', 'ar', 'ur'] as const) {
      speak(locale);
      expect(formatNumber(0), locale).toBe('0');
      expect(formatNumber(999), locale).toBe('999');
      expect(formatNumber(-3), locale).toBe(new Intl.NumberFormat(`${locale}-u-nu-latn`).format(-3));
    }
  });

  it('writes Arabic and Urdu numbers with Latin digits, as their distances and opening times are', () => {
    for (const locale of ['ar', 'ur'] as const) {
      speak(locale);
      expect(formatRating(4.25), locale).toBe('4.3');
      expect(formatNumber(1234), locale).toBe('1,234');
      expect(formatNumber(1234), locale).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });

  it('writes a number given to a message the same way, and still lets a count choose its plural', () => {
    speak('es');
    expect(t('Rated {rating} out of 5', { rating: 4.5 })).toBe('Calificación: 4,5 de 5');
    expect(t('Subscribers ({count})', { count: 12345 })).toContain('12.345');
    expect(t('{count, plural, one {# review} other {# reviews}}', { count: 1 })).toBe('1 reseña');
    expect(t('{count, plural, one {# review} other {# reviews}}', { count: 12345 })).toBe('12.345 reseñas');
    speak('en');
    expect(t('{count, plural, one {# review} other {# reviews}}', { count: 1234 })).toBe('1,234 reviews');
    expect(t('Rated {rating} out of 5', { rating: 4.5 })).toBe('Rated 4.5 out of 5');
  });
});

describe('dates and times in English, on Indiana’s clock', () => {
  it('writes them exactly as Intl writes them in American English, every few hours of a year and across both clock changes', () => {
    speak('en');
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { ...options, timeZone: DIRECTORY_TIME_ZONE });
    const [long, short, monthYear, clock] = [
      intl({ month: 'short', day: 'numeric', year: 'numeric' }),
      intl({ month: 'short', day: 'numeric' }),
      intl({ month: 'short', year: 'numeric' }),
      intl({ hour: 'numeric', minute: '2-digit' }),
    ];
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let at = start; at < start + 366 * 86_400_000; at += 3 * 3_600_000 + 7 * 60_000) {
      const date = new Date(at);
      expect(formatDate(date)).toBe(long.format(date));
      expect(formatShortDate(date)).toBe(short.format(date));
      expect(formatMonthAndYear(date)).toBe(monthYear.format(date));
      expect(formatTime(date)).toBe(clock.format(date));
    }
    // The first 1:30 of the night the clocks fall back, and the hour after midnight.
    expect(formatTime(new Date('2026-11-01T05:30:00Z'))).toBe('1:30 AM');
    expect(formatTime(new Date('2026-11-28T05:05:00Z'))).toBe('12:05 AM');
  });
});
