// `npm run bench:touch [-- --touches 24] [--staff 50]`: touch → signed in at a station, on the
// virtual reader against a local reference server (design/fingerprint.md "Targets": ≤ 1 s).
// Max Manager enrolls a finger through a real sign-in with five presses on the reader; the
// install is registered by Ava Admin; then every further impression of that finger is signed in
// with the username as the hint and without one (identification over the tenant's enrolled
// staff). Prints figures; asserts nothing, so it is not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FINGERPRINT_SAMPLES_PER_ENROLLMENT } from '@shared/fingerprints/fingerprints';
import { startBenchServer } from '../../server/bench/bench-server';
import { DEMO_PASSWORD } from '../../server/src/db/demo-seed';
import { loadOrCreateInstallKeys } from '../../src/main/bridge/install-keys';
import { createMemoryStore } from '../../src/main/bridge/key-value-store';
import {
  enrollFingerprint,
  registerInstall,
  signInWithPassword,
  signInWithTouch,
  type TouchAnswer,
} from './bench-api';
import { latencyTable } from './latency-summary';
import { enrollStaffGallery } from './staff-gallery';
import { openStationReader, type StationReader } from './station-reader';

const TENANT = 'Harbor Coffee';
const ADMIN_EMAIL = 'ava.admin@harbor.example';
const STAFF_EMAIL = 'max.manager@harbor.example';
const STAFF_USERNAME = 'max';
/** Max's Right Index (spec §3 finger 6): a synthetic finger seed of its own. */
const STAFF_FINGER = { seed: 7_000_001, finger: 6 };
const FIRST_GALLERY_SEED = 7_100_000;
/** The virtual reader's frame time, like the U.are.U's (native/fingerprint virtual reader). */
const SCAN_MS = 200;

const { values } = parseArgs({
  options: {
    touches: { type: 'string', default: '24' },
    staff: { type: 'string', default: '50' },
  },
});
const touches = wholeNumber(values.touches, 'touches', 1);
const staff = wholeNumber(values.staff, 'staff', 0);

function wholeNumber(text: string, name: string, minimum: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`--${name} must be a whole number of at least ${minimum}, got ${text}`);
  }
  return value;
}

/** Enrolls Max's finger from five presses on the station's reader, signed in as Max. */
async function enrollStaffFinger(server: string, reader: StationReader): Promise<void> {
  const max = await signInWithPassword(server, STAFF_EMAIL, DEMO_PASSWORD, TENANT);
  const fmds: string[] = [];
  for (let impression = 0; impression < FINGERPRINT_SAMPLES_PER_ENROLLMENT; impression += 1) {
    const press = await reader.press(STAFF_FINGER.seed, impression);
    await press.lifted;
    if (press.outcome.kind === 'refused') {
      throw new Error(`Enrollment press ${impression} was refused: ${press.outcome.message}`);
    }
    fmds.push(press.outcome.sample.Data);
  }
  await enrollFingerprint(server, max, { finger: STAFF_FINGER.finger, fmds });
}

function describe(answer: TouchAnswer): string {
  if (!answer.ok) return answer.code;
  return answer.email === STAFF_EMAIL ? 'signed in' : `wrong account (${answer.email})`;
}

function tally(outcomes: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].map(([outcome, count]) => `${count} ${outcome}`).join(', ');
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const dataDir = mkdtempSync(join(tmpdir(), 'zyno-touch-bench-'));
let started = performance.now();
const server = await startBenchServer({ ZYNO_DATA_DIR: dataDir });
const serverSeconds = seconds(started);
const reader = await openStationReader();
try {
  const url = server.url;
  started = performance.now();
  await enrollStaffFinger(url, reader);
  const ava = await signInWithPassword(url, ADMIN_EMAIL, DEMO_PASSWORD, TENANT);
  const galleryFingers =
    1 +
    (await enrollStaffGallery({
      server: url,
      admin: ava,
      accounts: staff,
      firstSeed: FIRST_GALLERY_SEED,
      emailDomain: 'harbor.example',
    }));
  const keys = loadOrCreateInstallKeys(createMemoryStore());
  await registerInstall(url, ava, keys.signHandshake(), 'Front counter (touch benchmark)');
  const setupSeconds = seconds(started);

  const touch = async (fmd: string, hint: string | undefined) => {
    const before = performance.now();
    const answer = await signInWithTouch(url, {
      handshake: keys.signHandshake(),
      fmd,
      ...(hint === undefined ? {} : { hint }),
    });
    return { answer, ms: performance.now() - before };
  };

  // The matcher prepares each enrolled sample on first use and keeps it: the first
  // identification after the server starts pays for the whole gallery.
  const warmUp = await reader.press(STAFF_FINGER.seed, FINGERPRINT_SAMPLES_PER_ENROLLMENT - 1);
  await warmUp.lifted;
  const cold =
    warmUp.outcome.kind === 'sample' ? await touch(warmUp.outcome.sample.Data, undefined) : null;

  const frame: number[] = [];
  const extraction: number[] = [];
  const readerSide: number[] = [];
  const hinted: number[] = [];
  const unhinted: number[] = [];
  const totalHinted: number[] = [];
  const totalUnhinted: number[] = [];
  const estimateUnhinted: number[] = [];
  const hintedOutcomes: string[] = [];
  const unhintedOutcomes: string[] = [];
  const refusedPresses: string[] = [];
  const firstImpression = FINGERPRINT_SAMPLES_PER_ENROLLMENT;
  for (let k = 0; k < touches; k += 1) {
    const press = await reader.press(STAFF_FINGER.seed, firstImpression + k);
    const { outcome } = press;
    if (outcome.kind === 'refused') {
      refusedPresses.push(outcome.message);
    } else {
      const { timings } = outcome;
      frame.push(timings.frameMs);
      extraction.push(timings.extractionMs);
      readerSide.push(timings.readerMs);
      // Alternating which call goes first, so neither always follows the other.
      const hintFirst = k % 2 === 0;
      const first = await touch(outcome.sample.Data, hintFirst ? STAFF_USERNAME : undefined);
      const second = await touch(outcome.sample.Data, hintFirst ? undefined : STAFF_USERNAME);
      const [withHint, withoutHint] = hintFirst ? [first, second] : [second, first];
      hinted.push(withHint.ms);
      unhinted.push(withoutHint.ms);
      totalHinted.push(timings.readerMs + withHint.ms);
      totalUnhinted.push(timings.readerMs + withoutHint.ms);
      estimateUnhinted.push(SCAN_MS + timings.extractionMs + withoutHint.ms);
      hintedOutcomes.push(describe(withHint.answer));
      unhintedOutcomes.push(describe(withoutHint.answer));
    }
    await press.lifted;
  }

  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `\nTouch → signed in: virtual reader and a local reference server (PGlite, its own process), ` +
      `on one machine (${availableParallelism()} × ${cpu}, Node ${process.version}).`,
  );
  console.log(
    `Server started in ${serverSeconds} s; Max's finger enrolled through the reader, ${staff} ` +
      `staff accounts added and enrolled, install registered in ${setupSeconds} s.`,
  );
  console.log(
    `Touches: impressions ${firstImpression}–${firstImpression + touches - 1} of Max Manager's ` +
      `Right Index (seed ${STAFF_FINGER.seed}); ${frame.length} gave a sample` +
      (refusedPresses.length === 0 ? '' : `, ${refusedPresses.length} were refused by the reader`) +
      `. Each sample is sent twice, with the hint "${STAFF_USERNAME}" and without.`,
  );
  console.log(
    `No-hint gallery: ${galleryFingers} enrolled fingers (${galleryFingers} accounts × 1 finger × ` +
      `${FINGERPRINT_SAMPLES_PER_ENROLLMENT} samples) in ${TENANT}.\n`,
  );
  if (frame.length > 0) {
    console.log(
      latencyTable([
        ['reader side: finger-on → sample', readerSide],
        [`  frame: ${SCAN_MS} ms scan + synthetic rendering`, frame],
        ['  extraction + ISO template + PNG', extraction],
        [`auth-fp round trip, hint "${STAFF_USERNAME}"`, hinted],
        [`auth-fp round trip, no hint (1:${galleryFingers})`, unhinted],
        ['touch → signed in, hint', totalHinted],
        ['touch → signed in, no hint', totalUnhinted],
        [`  no hint, ${SCAN_MS} ms frame without rendering`, estimateUnhinted],
      ]),
    );
  }
  console.log(`\nOutcomes with the hint: ${tally(hintedOutcomes)}.`);
  console.log(`Outcomes without a hint: ${tally(unhintedOutcomes)}.`);
  if (cold !== null) {
    console.log(
      `First identification after the server started (matcher cache cold, not in the table): ` +
        `${cold.ms.toFixed(1)} ms, ${describe(cold.answer)}.`,
    );
  }
  console.log(
    'Target: touch → signed in ≤ 1 s (design/fingerprint.md). The last row leaves out the ' +
      "virtual reader's rendering of the synthetic print, which a U.are.U does not do.",
  );
} finally {
  await reader.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
