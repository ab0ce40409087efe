import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { isLocale, LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from '../../domain/locales';
import { cn } from '../components/ui/class-names';
import { api } from '../lib/api';
import { activeLocale, t } from '../lib/i18n';

/**
 * Remembers `locale` (PUT /api/locale: a cookie, and the profile of a signed-in person), then loads the page
 * again in it: the server sends every page in the remembered language, with its direction. Without a
 * connection the cookie alone is set, and the profile learns it next time.
 */
export async function switchLocale(locale: Locale) {
  try {
    const res = await api.api.locale.$put({ json: { locale } });
    if (!res.ok) throw new Error(`The language was not saved (${res.status}).`);
  } catch {
    // biome-ignore lint/suspicious/noDocumentCookie: the offline fallback of the server's own cookie.
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  }
  window.location.reload();
}

/** The name of the switcher's select: main.tsx reads a choice made in a page's shell before the code ran. */
export const LANGUAGE_FIELD = 'locale';

/**
 * The language picked in one of the switchers of `root` that its page is not in yet: one picked in a shell
 * (which the code draws anew, without it) before the code arrived.
 */
export function languagePickedIn(root: Element): Locale | undefined {
  for (const select of root.querySelectorAll<HTMLSelectElement>(`select[name="${LANGUAGE_FIELD}"]`))
    if (isLocale(select.value) && select.value !== document.documentElement.lang) return select.value;
  return undefined;
}

/**
 * The language switcher (issue 18), in the header and in the mobile menu: each language named as its
 * readers write it, in its own script and direction.
 */
export function LanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const id = useId();
  const [switching, setSwitching] = useState(false);
  const current = activeLocale();
  return (
    <div className={cn('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('Language')}
      </label>
      <Languages
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute start-2 size-4 text-muted',
          // On a phone's top bar only the icon shows (the language's name would push the menu off the row).
          compact && 'max-sm:start-1/2 max-sm:size-5 max-sm:-translate-x-1/2 max-sm:rtl:translate-x-1/2',
        )}
      />
      <select
        id={id}
        name={LANGUAGE_FIELD}
        // The browser's form restoring would bring back the language a page was left in.
        autoComplete="off"
        value={current}
        disabled={switching}
        onChange={(event) => {
          const locale = event.target.value;
          if (!isLocale(locale) || locale === current) return;
          setSwitching(true);
          void switchLocale(locale);
        }}
        className={cn(
          'h-10 appearance-none rounded-md border border-line bg-white ps-8 pe-3 text-sm font-medium text-ink',
          compact && 'max-sm:w-11 max-sm:px-0 max-sm:text-transparent',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60',
        )}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale} className="text-ink">
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
