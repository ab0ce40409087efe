import { type Messages, setupI18n } from '@lingui/core';
import { intlLocale, type Locale } from '../../domain/locales';

/**
 * Lingui with a language's compiled catalogue, for `activateLocale` (lib/i18n.ts). Only the languages other
 * than English need it: the browser loads this module, and Lingui with it, when the page is in one of them.
 */
export function lingui(locale: Locale, messages: Messages) {
  const i18n = setupI18n();
  i18n.load(locale, messages);
  i18n.activate(locale, [intlLocale(locale)]);
  return i18n;
}
