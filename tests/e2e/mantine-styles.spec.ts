// Mantine's styles load in parts: the public pages' (app/mantine-public.css), the signed-in
// shell's (app/shell/mantine-signed-in.css: only components the app draws), and the date
// picker's and chart's with the modules that draw them. Every Mantine class a page draws must
// have its rules loaded, so a component a screen starts to use cannot go unstyled.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInThroughPage } from '../support/sign-in';

const resolve = createRequire(import.meta.url).resolve;
const MANTINE_STYLES = ['@mantine/core', '@mantine/dates', '@mantine/charts']
  .map((name) => readFileSync(resolve(`${name}/styles.css`), 'utf8'))
  .join('\n');

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

/** Where the links of `links` go, as paths. */
function pathsOf(links: Locator): Promise<string[]> {
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
  );
}

test('every signed-in screen, its menus and its date picker have the styles of what they draw', async ({
  page,
}) => {
  // Every screen in one test: three times the usual room.
  test.setTimeout(540_000);
  // Ava is an admin with every app: her launcher and admin navigation reach every screen.
  await signInThroughPage(page, 'ava.admin@harbor.example');
  const cardLinks = page.getByRole('article').getByRole('link');
  await expect(cardLinks.first()).toBeVisible();
  const launcher = await pathsOf(cardLinks);
  await page.goto('/admin');
  const adminLinks = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
  await expect(adminLinks.first()).toBeVisible();
  const admin = await pathsOf(adminLinks);
  // Every app's screens and every admin section's: a missing list would check nothing.
  expect(launcher.length).toBeGreaterThan(8);
  expect(admin.length).toBeGreaterThan(8);

  for (const path of ['/', ...new Set([...launcher, ...admin])]) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    // The screen's data has come: what it draws with it (tables, badges, charts) is on the page.
    await page.waitForLoadState('networkidle');
    expect({ path, unstyled: await unstyledMantineClasses(page) }).toEqual({ path, unstyled: [] });
  }

  await page.getByRole('button', { name: /Ava Admin/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/sales/reports');
  await page.getByRole('button', { name: 'Date range' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);
});
