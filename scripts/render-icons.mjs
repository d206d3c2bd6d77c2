// Zyno's product icon, drawn here and rendered from here: a white "Z" on an indigo-to-violet
// rounded square. Writes the SVG for Zyno Desktop (resources/icon.svg) and the web app's favicon,
// and renders the PNGs (the window and installer icon, the web manifest's icons, including a
// maskable one with the mark inside the safe zone) in Debian's Chromium.
// Run after changing the design: node scripts/render-icons.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { ensureChromium } from './ensure-chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The "Z" on a 512 grid: bars 60 high, a diagonal of the same weight, all rounded by a stroke of
 * the fill's colour — heavy enough to stay a "Z" at 16 px.
 */
const GLYPH = 'M144 128H368V188L236 324H368V384H144V324L276 188H144Z';

/**
 * @param {{ maskable: boolean }} options A maskable icon fills the square (the platform cuts the
 *   shape) and keeps the mark well inside the central 80 % circle every mask leaves visible.
 */
function iconSvg({ maskable }) {
  const shape = maskable
    ? '<rect width="512" height="512" fill="url(#zyno-background)"/>'
    : '<rect width="512" height="512" rx="112" fill="url(#zyno-background)"/>';
  const placement = maskable
    ? ' transform="translate(256 256) scale(0.8) translate(-256 -256)"'
    : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">',
    '  <title>Zyno</title>',
    '  <defs>',
    '    <linearGradient id="zyno-background" x1="0" y1="0" x2="512" y2="512" gradientUnits="userSpaceOnUse">',
    '      <stop offset="0" stop-color="#5c7cfa"/>',
    '      <stop offset="1" stop-color="#6741d9"/>',
    '    </linearGradient>',
    '  </defs>',
    `  ${shape}`,
    `  <path d="${GLYPH}" fill="#fff" stroke="#fff" stroke-width="12" stroke-linejoin="round"${placement}/>`,
    '</svg>',
    '',
  ].join('\n');
}

const standard = iconSvg({ maskable: false });
const maskable = iconSvg({ maskable: true });

const SVG_FILES = ['resources/icon.svg', 'src/renderer/public/favicon.svg'];

const PNG_FILES = [
  { file: 'resources/icon.png', svg: standard, size: 512 },
  { file: 'src/renderer/public/icons/icon-192.png', svg: standard, size: 192 },
  { file: 'src/renderer/public/icons/icon-512.png', svg: standard, size: 512 },
  { file: 'src/renderer/public/icons/icon-maskable-512.png', svg: maskable, size: 512 },
];

async function main() {
  for (const file of SVG_FILES) await writeFile(path.join(ROOT, file), standard);
  await ensureChromium();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const { file, svg, size } of PNG_FILES) {
      await page.setViewportSize({ width: size, height: size });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<body style="margin:0;background:transparent">${sized}</body>`);
      const target = path.join(ROOT, file);
      await mkdir(path.dirname(target), { recursive: true });
      await page.screenshot({ path: target, omitBackground: true });
      console.log(`${file} (${size} × ${size})`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
