// The public pages load only part of Mantine's styles (app/mantine-public.css; the signed-in
// shell brings the rest): every Mantine class these pages draw must have its rules loaded, so a
// component a public page starts to use cannot go unstyled until someone signs in.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

const MANTINE_STYLES = readFileSync(
  createRequire(import.meta.url).resolve('@mantine/core/styles.css'),
  'utf8',
);

/** Mantine's classes on the page that its stylesheet styles but no loaded stylesheet does. */
async function unstyledMantineClasses(page: Page): Promise<string[]> {
  const { classes, loaded } = await page.evaluate(() => {
    const found = new Set<string>();
    const elements: Element[] = Array.from(document.querySelectorAll('*'));
    for (const element of elements) {
      const names: string[] = Array.from(element.classList);
      for (const name of names) if (/^m_[0-9a-f]{8}$/.test(name)) found.add(name);
    }
    const sheets: CSSStyleSheet[] = Array.from(document.styleSheets);
    const rules = sheets
      .flatMap((sheet) => Array.from(sheet.cssRules, (rule: CSSRule) => rule.cssText))
      .join('\n');
    return { classes: [...found], loaded: rules };
  });
  return classes.filter((name) => MANTINE_STYLES.includes(name) && !loaded.includes(name));
}

test('the login page and the legal pages have the styles of every Mantine part they draw', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);

  await page.getByLabel('E-mail').fill('no.one@harbor.example');
  await page.getByLabel('E-mail').press('Enter');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('alert').getByText('Unable to sign in')).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);

  for (const [path, heading] of [
    ['/legal/terms', 'Terms of use'],
    ['/legal/privacy', 'Privacy policy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await unstyledMantineClasses(page)).toEqual([]);
  }
});
