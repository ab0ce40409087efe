import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The bar: no violation of WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What is still on its way: skeletons and busy regions, the page-loading bar, 'Loading...' texts. */
const STILL_LOADING = '[aria-busy="true"], .animate-pulse, [role="progressbar"][aria-label="Loading page"]';

let checks = 0;
let checkingMs = 0;

/** How many checks a journey file ran and the time they added (waiting to settle included), for its summary line. */
export function accessibilityChecksSoFar() {
  return { checks, ms: Math.round(checkingMs) };
}

/**
 * Waits until the screen has settled, so axe judges what a person would read rather than a skeleton or a
 * dialog halfway through sliding in: nothing loading, a heading shown, no finite animation still running
 * (spinners run forever and are left alone).
 */
async function settled(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  await page.waitForFunction(
    (loading) => {
      if (document.querySelector(loading)) return false;
      if (/Loading(\.\.\.|…)/.test(document.body.textContent ?? '')) return false;
      const headings = [...document.querySelectorAll('h1, h2, [role="heading"]')];
      if (!headings.some((heading) => (heading as HTMLElement).offsetParent !== null)) return false;
      return document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        );
    },
    STILL_LOADING,
    { timeout: 15_000 },
  );
}

/** One line per element at fault: the rule, how serious, where, and what axe asks for. */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown'}) at ${node.target.join(' ')}: ${violation.help} — ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`,
    ),
  );
}

/** Where sonner shows its toasts. */
const TOASTS = '[data-sonner-toaster]';

interface CheckOptions {
  /**
   * Whether the toasts on screen are judged too. They are left out unless asked for: a toast stays 5 s and
   * then fades out, and a check that overlaps the fade would measure a half-transparent toast and fail by
   * timing. Ask for them right after the action that shows one, while it has seconds left on screen.
   */
  toasts?: boolean;
}

/**
 * Runs axe-core at WCAG 2.1 AA on what `page` shows once it has settled, and records every violation
 * against `screen` without stopping the journey (a soft expectation): one run lists every screen's
 * faults, and the test still fails.
 */
export async function expectAccessible(page: Page, screen: string, { toasts = false }: CheckOptions = {}) {
  const started = performance.now();
  await settled(page);
  // Legacy mode runs axe in the page itself: the app has no frames, and it spares a blank page per check.
  const axe = new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(true);
  if (!toasts) axe.exclude(TOASTS);
  const results = await axe.analyze();
  checkingMs += performance.now() - started;
  checks += 1;
  expect.soft(describeViolations(results.violations), `axe (WCAG 2.1 AA) on ${screen}`).toEqual([]);
}
