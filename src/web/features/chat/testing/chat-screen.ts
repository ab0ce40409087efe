import { compileMessage } from '@lingui/message-utils/compileMessage';
import { vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { lingui } from '../../../lib/i18n-runtime';
import arabicChat from '../../../locales/ar/chat.json';
import arabicComponents from '../../../locales/ar/components.json';

/** A phone's screen (under 768 px) as `matchMedia` tells it; a wide one unless a test says so. */
export function givenPhoneScreen() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(max-width: 767px)',
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

/** The interface in Arabic, with the chat's words from its catalogue (`activateLocale('en', null)` after). */
export function inArabic() {
  const compiled = Object.fromEntries(
    Object.entries({ ...arabicComponents, ...arabicChat }).map(([id, text]) => [id, compileMessage(text)]),
  );
  activateLocale('ar', lingui('ar', compiled));
}
