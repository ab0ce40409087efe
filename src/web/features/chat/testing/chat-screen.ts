import { compileMessage } from '@lingui/message-utils/compileMessage';
import { activateLocale } from '../../../lib/i18n';
import { lingui } from '../../../lib/i18n-runtime';
import arabicChat from '../../../locales/ar/chat.json';
import arabicComponents from '../../../locales/ar/components.json';
import { givenMediaQueries } from '../../../testing/media-queries';

/** A phone's screen (under 768 px) as `matchMedia` tells it; a wide one unless a test says so. */
export function givenPhoneScreen() {
  givenMediaQueries((query) => query === '(max-width: 767px)');
}

/** The interface in Arabic, with the chat's words from its catalogue (`activateLocale('en', null)` after). */
export function inArabic() {
  const compiled = Object.fromEntries(
    Object.entries({ ...arabicComponents, ...arabicChat }).map(([id, text]) => [id, compileMessage(text)]),
  );
  activateLocale('ar', lingui('ar', compiled));
}
