// Accessibility checks for end-to-end tests: what axe finds serious or critical on a page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical violations on the page, or only within `selector` (a dialog), each
 * as its rule and the offending markup so that a failing test says what to fix.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const audit = await (selector === undefined ? builder : builder.include(selector)).analyze();
  return audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.html + ' ' + (node.failureSummary ?? '')).join(' | ')}`,
    );
}
