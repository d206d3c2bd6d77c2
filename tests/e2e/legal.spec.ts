// The terms of use and the privacy policy (spec §1: the login page links to them): titled, with
// real text, a way back to sign-in, and a link to each other; axe-clean in light and dark.
import { expect, test } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';

test('the login page links to the terms and the privacy policy, each with a way back', async ({
  page,
}) => {
  await page.goto('/login');
  const [terms] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Terms of use' }).click(),
  ]);
  await expect(terms).toHaveURL(/\/legal\/terms$/);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(terms).toHaveTitle('Zyno · Terms of use');
  await expect(terms.getByRole('heading', { level: 2, name: 'Acceptable use' })).toBeVisible();
  await expectAccessibleInBothSchemes(terms, 'legal-terms');

  await terms.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(terms).toHaveTitle('Zyno · Privacy policy');
  await expect(terms.getByRole('heading', { level: 2, name: 'Fingerprints' })).toBeVisible();
  await expect(terms.getByText(/we store a template/)).toBeVisible();
  await expectAccessibleInBothSchemes(terms, 'legal-privacy');

  await terms.getByRole('link', { name: 'Back to sign in' }).first().click();
  await expect(terms).toHaveURL(/\/login$/);
  await expect(terms.getByLabel('E-mail')).toBeVisible();
});
