import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../testing/speak';
import { formatNumber, formatRating } from './format';
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
