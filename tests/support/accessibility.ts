// Accessibility checks for end-to-end tests: what axe finds serious or critical on a page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's serious and critical violations on the page, or only within `selector` (a dialog), each
 * as its rule and the offending markup so that a failing test says what to fix.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  // The page as people read it, at rest: a pointer left on a just-clicked button shows its
  // hover colour, which once hid white on a red under 4.5:1.
  await page.mouse.move(0, 0);
  await transitionsSettled(page);
  const builder = new AxeBuilder({ page });
  const audit = await (selector === undefined ? builder : builder.include(selector)).analyze();
  return audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.html + ' ' + (node.failureSummary ?? '')).join(' | ')}`,
    );
}

/**
 * Waits until no CSS transition is running. Colours fade (Mantine's segmented control eases its
 * labels' colour over 200 ms), and axe reading a colour halfway through a fade reports contrast
 * that no one ever sees at rest: after a scheme change, light text on the new dark background.
 * Looping animations (skeletons, loaders) are not transitions and are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Reading a computed style flushes pending style changes, so transitions they start exist.
    getComputedStyle(document.documentElement).getPropertyValue('color');
    for (;;) {
      const running = document.getAnimations().filter((a) => a instanceof CSSTransition);
      if (running.length === 0) return;
      await Promise.allSettled(running.map((transition) => transition.finished));
    }
  });
}

/**
 * Expects no serious or critical violations on the page (or only within `selector`) in the light
 * and the dark scheme, and captures the page in each as test-results/screens/{name}-{scheme}.png;
 * ends in light.
 */
export async function expectAccessibleInBothSchemes(
  page: Page,
  name: string,
  selector?: string,
): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Mantine follows the system scheme through a media-query listener; wait until it has (a
    // page outside the app, such as the simulated payment provider's, has no such attribute).
    await page.waitForFunction((scheme) => {
      const applied = document.documentElement.getAttribute('data-mantine-color-scheme');
      return applied === null || applied === scheme;
    }, colorScheme);
    expect(await seriousViolations(page, selector)).toEqual([]);
    await page.screenshot({
      path: `test-results/screens/${name}-${colorScheme}.png`,
      fullPage: true,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
