// The app keeps to its own content policy (server/src/http/security-headers.ts): nothing it does
// from the login page to a sale is refused by the policy and reported as a violation.
import { expect, test } from '@playwright/test';
import { signInThroughPage } from '../support/sign-in';

test('signing in and opening the point of sale break nothing in the page’s policy', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const reported: string[] = [];
    Object.assign(window, { policyViolations: reported });
    document.addEventListener('securitypolicyviolation', (event) => {
      reported.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);

  await signInThroughPage(page, 'max.manager@harbor.example');
  expect(await violations()).toEqual([]);
  await page.goto('/sales/salespoint');
  await expect(page.getByRole('heading', { name: 'Current sale' })).toBeVisible();
  await page.getByRole('button', { name: /^Flat White/ }).click();
  await page.getByRole('button', { name: /^Add to sale/ }).click();
  await expect(page.getByRole('list', { name: 'Current sale' })).toContainText('1 × Flat White');
  expect(await violations()).toEqual([]);
});
