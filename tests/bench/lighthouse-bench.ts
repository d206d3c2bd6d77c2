// Lighthouse's performance score (issue 17's budgets: ≥ 95 desktop, ≥ 85 mobile) for the login
// page, the launcher and the point of sale, with its desktop and mobile presets, in Debian's
// Chromium started by chrome-launcher; with each score, the metrics behind it and what Lighthouse
// blames most. The signed-in pages are audited after a real sign-in in the same browser, with
// its storage kept and its cache emptied before each run. Prints figures only.
import { chromium, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { signInByPassword, startBenchServer } from './browser-bench';

/** The e2e flags, headless as chrome-launcher does not make it. */
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const EMAIL = 'max.manager@harbor.example';
const BUDGET = { desktop: 95, mobile: 85 } as const;
type Preset = keyof typeof BUDGET;

const PRESETS: Record<Preset, Config> = {
  desktop: {
    ...desktopConfig,
    settings: { ...desktopConfig.settings, onlyCategories: ['performance'] },
  },
  mobile: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
};
const ALL_PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'launcher', path: '/', signedIn: true },
  { name: 'point of sale', path: '/sales/salespoint', signedIn: true },
] as const;
/** `ZYNO_LIGHTHOUSE_PAGES=launcher,point of sale` audits only those (repeated runs of a few). */
const ONLY = process.env.ZYNO_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const PAGES = ALL_PAGES.filter((page) => ONLY === undefined || ONLY.includes(page.name));
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;
/** How many of the audits that cost the most score are named under each result. */
const BLAMED = 3;
/** Where to keep each run's full report (JSON), to read what the summary names. */
const REPORTS_DIR = process.env.ZYNO_LIGHTHOUSE_REPORTS;

/** The failing audits (not the metrics themselves) that Lighthouse says cost the most time. */
function blamed(result: Result): string[] {
  const metrics = new Set(
    result.categories.performance?.auditRefs.flatMap((ref) => (ref.weight > 0 ? [ref.id] : [])),
  );
  const failing = Object.values(result.audits).filter(
    (audit) => !metrics.has(audit.id) && audit.score !== null && audit.score < 0.9,
  );
  const savings = (audit: (typeof failing)[number]) =>
    Math.max(
      audit.metricSavings?.FCP ?? 0,
      audit.metricSavings?.LCP ?? 0,
      audit.metricSavings?.TBT ?? 0,
    );
  return failing
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, BLAMED)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

function report(page: string, preset: Preset, result: Result): void {
  const score = Math.round((result.categories.performance?.score ?? 0) * 100);
  const metrics = METRICS.map(
    ([label, id]) => `${label} ${result.audits[id]?.displayValue ?? '–'}`,
  ).join('  ');
  console.log(
    `  ${page.padEnd(14)} ${preset.padEnd(8)} score ${String(score).padStart(3)} (budget ≥ ${String(BUDGET[preset])})   ${metrics}`,
  );
  if (result.runtimeError !== undefined)
    console.log(`      – failed: ${result.runtimeError.message}`);
  for (const line of blamed(result)) console.log(`      – ${line}`);
}

/** Empties the browser's HTTP cache, so a signed-in page is audited cold as /login is. */
async function clearCache(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

const bench = await startBenchServer('lighthouse-bench');
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
try {
  const driver = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`);
  const context = driver.contexts()[0];
  if (context === undefined) throw new Error('Chromium started without a browser context.');
  const driverPage = await context.newPage();
  let signedIn = false;
  for (const target of PAGES) {
    if (target.signedIn && !signedIn) {
      await signInByPassword(driverPage, EMAIL, new URL('/login', bench.server.url).href);
      signedIn = true;
    }
    for (const preset of ['desktop', 'mobile'] as const) {
      if (target.signedIn) await clearCache(driverPage);
      const runner = await lighthouse(
        new URL(target.path, bench.server.url).href,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: target.signedIn,
        },
        PRESETS[preset],
      );
      if (runner === undefined) throw new Error(`Lighthouse gave no result for ${target.path}.`);
      report(target.name, preset, runner.lhr);
      if (REPORTS_DIR !== undefined) {
        const file = `${target.name.replace(/ /g, '-')}-${preset}.json`;
        writeFileSync(join(REPORTS_DIR, file), JSON.stringify(runner.lhr));
      }
    }
  }
} finally {
  chrome.kill();
  await bench.close();
}
