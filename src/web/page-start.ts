/**
 * The one script a page the server rendered starts with: web.ts puts it in place of the app's entry and
 * module preloads, which it names in `data-entry` and `data-modules`. The page is readable before any of
 * its code runs, so the code is fetched once the page has been painted and its first photos (the images
 * the server marked `fetchpriority="high"`) are in, or after three seconds when a weak connection holds
 * them up. On a phone's weak connection the photo people look at first then does not share it with the
 * scripts that make the page interactive.
 */
import { holdEarlyTaps } from './early-taps';

const START_AT_THE_LATEST_MS = 3_000;

/** Resolves after the next frame has been painted (the page as the server sent it, on first use). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves once the page's first photos have loaded or failed. */
function firstPhotosSettled(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
  return Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

function startPageCode(tag: HTMLScriptElement) {
  const { entry, modules = '' } = tag.dataset;
  if (!entry) return;
  for (const href of modules.split(' ').filter(Boolean)) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.crossOrigin = '';
    preload.href = href;
    document.head.append(preload);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
if (tag) {
  const root = document.getElementById('root');
  if (root) holdEarlyTaps({ root });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startPageCode(tag);
  };
  void afterNextPaint().then(firstPhotosSettled).then(start);
  setTimeout(start, START_AT_THE_LATEST_MS);
}
