// `npm run security-scan` (a step of `npm test`, after the builds): Electronegativity over Zyno
// Desktop's build (out/main, out/preload, out/renderer — not out/web, the server's web build).
// Fails on any finding above informational, and on any file it could not analyse, unless
// build/electronegativity-explanations.json explains it (check + file, optionally the text of the
// flagged line, and why). An explanation that matches nothing fails too: the file stays true.
// Offline: the one check that downloads Electron's release list is left out (the Electron version
// is pinned in package.json and upgraded deliberately), and the tool's translation download
// fails fast.
//
// Electronegativity's AST walker stops at class private fields (`#field`, ES2022), and a file it
// cannot walk is a file it does not check. So the scanned copy has its scripts lowered to ES2021
// first (esbuild, which tsx brings): the same program, written without that syntax.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import electronegativity from '@doyensec/electronegativity';
import { transform } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const EXPLANATIONS = join(root, 'build', 'electronegativity-explanations.json');
const SCANNED = ['main', 'preload', 'renderer'];
const NETWORK_CHECKS = ['AvailableSecurityFixesGlobalCheck'];
const SCRIPT_EXTENSIONS = new Set(['.js', '.cjs', '.mjs']);
const SCAN_TARGET = 'es2021';

const electronVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('electron/package.json'), 'utf8'),
).version;

for (const folder of SCANNED) {
  if (!existsSync(join(root, 'out', folder))) {
    fail(`out/${folder} is missing: run \`npx electron-vite build\` first.`);
  }
}

// Scanned together, so global checks (navigation limits, permission handlers, CSP) see the whole
// app, and apart from out/web.
const scanDir = mkdtempSync(join(tmpdir(), 'zyno-electronegativity-'));
let result;
let findings;
try {
  for (const folder of SCANNED) {
    cpSync(join(root, 'out', folder), join(scanDir, folder), { recursive: true });
  }
  await lowerScripts(scanDir);
  result = await quietly(() =>
    electronegativity({
      input: scanDir,
      electronVersionOverride: electronVersion,
      isRelative: true,
      customScan: [],
      excludeFromScan: NETWORK_CHECKS,
    }),
  );
  findings = [
    ...result.issues
      .filter((issue) => issue.severity.value > 0)
      .map((issue) => ({
        check: issue.id,
        severity: issue.severity.name,
        file: issue.file,
        line: issue.location.line,
        text: lineOf(join(scanDir, issue.file), issue.location.line),
      })),
    ...result.errors
      .filter((error) => !error.tolerable)
      .map((error) => ({
        check: 'PARSE_ERROR',
        severity: 'UNANALYSED',
        file: relative(scanDir, error.file),
        line: 0,
        text: error.message,
      })),
  ];
} finally {
  rmSync(scanDir, { recursive: true, force: true });
}

const { explanations } = JSON.parse(readFileSync(EXPLANATIONS, 'utf8'));
const used = new Set();
const unexplained = [];
for (const finding of findings) {
  const index = explanations.findIndex((explanation) => explains(explanation, finding));
  if (index === -1) unexplained.push(finding);
  else used.add(index);
}
const stale = explanations.filter((_, index) => !used.has(index));

console.log(
  `Electronegativity ${result.globalChecks + result.atomicChecks} checks (Electron ${electronVersion}) over out/{${SCANNED.join(',')}}: ${findings.length} findings above informational, ${findings.length - unexplained.length} explained.`,
);
for (const finding of findings.filter((finding) => !unexplained.includes(finding))) {
  console.log(`  explained  ${describe(finding)}`);
}
for (const finding of unexplained) console.error(`  UNEXPLAINED  ${describe(finding)}`);
for (const explanation of stale) {
  console.error(
    `  STALE  ${explanation.check} in ${explanation.file} matches no finding any more: remove it from build/electronegativity-explanations.json.`,
  );
}
if (unexplained.length > 0 || stale.length > 0) {
  fail(
    'Fix the findings above, or explain each in build/electronegativity-explanations.json (check, file, sample, why).',
  );
}

function explains(explanation, finding) {
  return (
    explanation.check === finding.check &&
    globToRegExp(explanation.file).test(finding.file) &&
    (explanation.sample === undefined || finding.text.includes(explanation.sample))
  );
}

/** `*` matches within one path segment; everything else literally. */
function globToRegExp(glob) {
  const pattern = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${pattern}$`);
}

function lineOf(path, line) {
  if (line < 1) return '';
  try {
    return (readFileSync(path, 'utf8').split('\n')[line - 1] ?? '').trim();
  } catch {
    return '';
  }
}

async function lowerScripts(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !SCRIPT_EXTENSIONS.has(extname(entry.name))) continue;
    const { code } = await transform(readFileSync(path, 'utf8'), {
      loader: 'js',
      target: SCAN_TARGET,
      sourcefile: relative(dir, path),
    });
    writeFileSync(path, code);
  }
}

function describe(finding) {
  const where = finding.line > 0 ? `${finding.file}:${finding.line}` : finding.file;
  return `${finding.check} (${finding.severity}) ${where}${finding.text === '' ? '' : ` — ${finding.text.slice(0, 100)}`}`;
}

/** The tool prints its failed translation download; nothing else it prints is lost. */
async function quietly(action) {
  const log = console.log;
  console.log = (...args) => {
    if (!String(args[0]).startsWith('Could not retrieve updated translations')) log(...args);
  };
  try {
    return await action();
  } finally {
    console.log = log;
  }
}

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}
