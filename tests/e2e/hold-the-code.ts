import type { Page } from 'playwright-core';

/**
 * Holds back every script of the app but the page's first (page-start), as on a phone whose connection
 * has not brought them yet, until the returned function is called.
 */
export async function holdTheCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (/\/page-start-[^/]+\.js$/.test(route.request().url())) return route.continue();
    await arrived;
    // A page left while it waited no longer wants it.
    await route.continue().catch(() => {});
  });
  return release;
}
