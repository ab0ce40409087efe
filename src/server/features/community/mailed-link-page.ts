import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Locale, localeDirection } from '../../../domain/locales';
import { translator } from '../../i18n/catalogues';
import { escapeHtml } from '../../mail/templates';

/**
 * The pages a mailed link opens (confirming or ending a subscription): plain HTML in the site's look (its
 * stylesheet, header and card) and in the subscription's language, without any script, so they show at once
 * and work in any browser a mail app opens. Their classes are the web app's Tailwind utilities, which the
 * stylesheet carries because it reads this file too (`@source` in src/web/styles.css).
 */

/** Lucide's outlines (the icons the web app draws), as SVG elements. */
const ICONS = {
  moonStar:
    '<path d="M18 5h4"/><path d="M20 3v4"/><path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401"/>',
  mailCheck:
    '<path d="M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h8"/><path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7"/><path d="m16 19 2 2 4-4"/>',
  circleCheck: '<circle cx="12" cy="12" r="10"/><path d="m16 9-5.5 5.5L8 12"/>',
  bellOff:
    '<path d="M10.268 21a2 2 0 0 0 3.464 0"/><path d="M17 17H4a1 1 0 0 1-.74-1.673C4.59 13.956 6 12.499 6 8a6 6 0 0 1 .258-1.742"/><path d="m2 2 20 20"/><path d="M8.668 3.01A6 6 0 0 1 18 8c0 2.687.77 4.653 1.707 6.05"/>',
  circleAlert:
    '<circle cx="12" cy="12" r="10"/><line x1="12" x2="12" y1="8" y2="12"/><line x1="12" x2="12.01" y1="16" y2="16"/>',
} as const;

export type MailedLinkIcon = keyof typeof ICONS;

function icon(name: MailedLinkIcon, className: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="${className}">${ICONS[name]}</svg>`;
}

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

export interface MailedLinkPage {
  locale: Locale;
  icon: MailedLinkIcon;
  title: string;
  text: string;
  /** A button that posts to `path` (the confirm step: only the POST changes anything). */
  action?: { label: string; path: string };
  /** The site's stylesheet (siteStylesheet). */
  stylesheet: string;
}

/** The whole page, in `locale`: its language and direction on <html>, its texts already translated. */
export function mailedLinkPage(page: MailedLinkPage): string {
  const t = translator(page.locale);
  const site = escapeHtml(t('Indiana Halal Directory'));
  const title = escapeHtml(page.title);
  const danger = page.icon === 'circleAlert';
  const form = page.action
    ? `<form method="post" action="${escapeHtml(page.action.path)}" class="w-full"><button type="submit" class="inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand px-6 text-base font-semibold text-white transition-colors hover:bg-brand-strong ${FOCUS}">${escapeHtml(page.action.label)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="${page.locale}" dir="${localeDirection(page.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#047857">
<title>${title} — ${site}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${escapeHtml(page.stylesheet)}">
</head>
<body>
<div class="flex min-h-dvh flex-col">
<header class="border-b border-line bg-white">
<div class="mx-auto flex h-16 max-w-6xl items-center px-4">
<a href="/" class="flex shrink-0 items-center gap-2 rounded-lg font-bold text-ink ${FOCUS}"><span class="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-white">${icon('moonStar', 'size-5')}</span><span class="text-sm leading-tight whitespace-nowrap min-[400px]:text-base sm:text-lg">${site}</span></a>
</div>
</header>
<main id="main" class="flex flex-1 flex-col">
<div class="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
<div class="rounded-xl border border-line bg-white text-center shadow-sm">
<div class="grid justify-items-center gap-4 p-5 sm:p-6">
${icon(page.icon, `size-14 ${danger ? 'text-danger' : 'text-brand'}`)}
<h1 class="text-2xl font-bold text-ink">${title}</h1>
<p class="text-muted">${escapeHtml(page.text)}</p>
${form}
<a href="/" class="rounded text-sm font-semibold text-brand underline-offset-4 hover:underline ${FOCUS}">${escapeHtml(t('Return to Home'))}</a>
</div>
</div>
</div>
</main>
</div>
</body>
</html>`;
}

/** In development (Vite serves src/web) and in API tests, where there is no build. */
const SOURCE_STYLESHEET = '/styles.css';
const stylesheets = new Map<string, string>();

/**
 * The address of the web app's stylesheet: the built one the build's manifest names for index.html (the
 * same file the site's pages load, so usually in the browser's cache already), else the source's.
 */
export function siteStylesheet(webDir: string | undefined): string {
  if (!webDir) return SOURCE_STYLESHEET;
  let found = stylesheets.get(webDir);
  if (found === undefined) {
    const manifestFile = path.join(webDir, '.vite/manifest.json');
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { css?: string[] }>)
      : {};
    const built = manifest['index.html']?.css?.[0];
    found = built ? `/${built}` : SOURCE_STYLESHEET;
    stylesheets.set(webDir, found);
  }
  return found;
}
