// `npm run bench`: how many password sign-ins and session renewals per second the reference
// server answers, on the embedded database (PGlite) and on PostgreSQL, under 50 concurrent
// connections, each beside its floor measured in the same run (the raw argon2id rate; a bare
// route that signs the same token and sets the same cookie); how fast /api/health answers while
// 50 sign-ins a second arrive; and the server's memory after a fresh start. Prints figures only;
// nothing here passes or fails on a time (docs/server-performance.md keeps the budgets).
//
// scripts/bench.mjs starts a throwaway PostgreSQL server and passes its URL in
// ZYNO_BENCH_POSTGRES_URL; without it only PGlite is measured.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARGON2ID_COST } from '../src/auth/passwords';
import { createScratchDatabase } from '../src/db/postgres-scratch';
import { rawArgon2Rate } from './argon2-rate';
import { buildServer, startBenchServer, type BenchServer } from './bench-server';
import {
  HEALTH_TARGET_P99_MS,
  SIGN_INS_PER_SECOND,
  healthUnderSignIns,
  type HealthUnderLoad,
  type LatencyFigures,
} from './health-under-load';
import { refusalTimings, type RefusalTiming } from './refusal-timing';
import {
  madeUpSessions,
  passwordSignIns,
  renewals,
  type LoadFigures,
  type LoadOptions,
} from './sign-in-load';

const LOAD: LoadOptions = {
  connections: 50,
  durationSeconds: Number(process.env.ZYNO_BENCH_SECONDS ?? '10'),
};

interface Engine {
  name: string;
  /** The server's settings for a fresh database, and how to remove it afterwards. */
  prepare(): Promise<{ location: Record<string, string>; remove: () => Promise<void> }>;
}

const pglite: Engine = {
  name: 'PGlite (embedded)',
  prepare() {
    const dataDir = mkdtempSync(join(tmpdir(), 'zyno-bench-'));
    return Promise.resolve({
      location: { ZYNO_DATA_DIR: dataDir },
      remove: () => {
        rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    });
  },
};

function postgres(adminUrl: string): Engine {
  return {
    name: 'PostgreSQL',
    async prepare() {
      const scratch = await createScratchDatabase(adminUrl, 'zyno_bench');
      return {
        location: { DATABASE_URL: scratch.url },
        remove: () => scratch.drop({ force: true }),
      };
    },
  };
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths?.[column] ?? 0) : cell.padStart(widths?.[column] ?? 0),
        )
        .join('   '),
    )
    .join('\n');
}

function row(scenario: string, result: LoadFigures): string[] {
  return [
    scenario,
    result.requestsPerSecond.toFixed(1),
    String(result.p50Ms),
    String(result.p99Ms),
    String(result.requests),
    String(result.non2xx),
    String(result.errors),
    result.rotations === undefined ? '-' : String(result.rotations),
  ];
}

function latencyRow(scenario: string, result: LatencyFigures): string[] {
  const ms = (value: number) => value.toFixed(1);
  return [
    scenario,
    String(result.probes),
    String(result.failed),
    ms(result.p50Ms),
    ms(result.p95Ms),
    ms(result.p99Ms),
    ms(result.maxMs),
  ];
}

function healthTable({ idle, underSignIns, signIns }: HealthUnderLoad): string {
  const met = underSignIns.p99Ms < HEALTH_TARGET_P99_MS && underSignIns.failed === 0;
  return [
    table([
      ['/api/health', 'probes', 'failed', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      latencyRow('idle', idle),
      latencyRow(`during ${SIGN_INS_PER_SECOND} sign-ins/s`, underSignIns),
    ]),
    `sign-ins offered ${SIGN_INS_PER_SECOND}/s: answered ${signIns.requestsPerSecond.toFixed(1)}/s, ` +
      `p50 ${signIns.p50Ms} ms, p99 ${signIns.p99Ms} ms, non-2xx ${signIns.non2xx}, errors ${signIns.errors}`,
    `target: /api/health p99 < ${HEALTH_TARGET_P99_MS} ms during sign-ins: ${met ? 'met' : 'missed'} ` +
      `(${underSignIns.p99Ms.toFixed(1)} ms)`,
  ].join('\n');
}

function refusalTable(timings: readonly RefusalTiming[]): string {
  return table([
    ['refused sign-in', 'attempts', 'not 401', 'p50 ms', 'p90 ms'],
    ...timings.map((timing) => [
      timing.kind,
      String(timing.attempts),
      String(timing.unexpected),
      timing.p50Ms.toFixed(1),
      timing.p90Ms.toFixed(1),
    ]),
  ]);
}

/** Budgets of issue 17, printed beside the figures (docs/server-performance.md). */
const BUDGETS = { signInRatio: 0.8, renewalRatio: 0.6, renewalP99Ms: 50, freshStartMb: 300 };
/** Each floor is measured before and after its scenario, half as long each time. */
const FLOOR_SECONDS = Math.max(1, LOAD.durationSeconds / 2);
/**
 * Sign-ins are measured in rounds, each between two measurements of the raw rate, which moves by
 * ±10% from one minute to the next on a shared machine: the ratio printed is the median round's.
 */
const SIGN_IN_ROUNDS = 3;
const SIGN_IN_ROUND_SECONDS = Math.max(1, LOAD.durationSeconds / 2);
const RAW_ROUND_SECONDS = Math.max(1, (LOAD.durationSeconds * 3) / 10);
/** The longest wait for the server to finish the sign-ins still queued when a round ends. */
const IDLE_WAIT_MS = 10_000;
/** Lets the fresh server's start-up work (JIT, garbage collection) settle before its memory is read. */
const SETTLE_MS = 5000;

const mean = (a: number, b: number) => (a + b) / 2;

/** The bare route's figures from before and after the real renewals, averaged. */
function meanFigures(a: LoadFigures, b: LoadFigures): LoadFigures {
  return {
    requestsPerSecond: mean(a.requestsPerSecond, b.requestsPerSecond),
    p50Ms: mean(a.p50Ms, b.p50Ms),
    p99Ms: mean(a.p99Ms, b.p99Ms),
    requests: a.requests + b.requests,
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
    ...(a.rotations === undefined ? {} : { rotations: a.rotations + (b.rotations ?? 0) }),
  };
}

/** Runs a load and adds the server's CPU milliseconds per request (null without /proc). */
async function cpuPerRequest(
  server: BenchServer,
  load: () => Promise<LoadFigures>,
): Promise<LoadFigures & { cpuMs: number | null }> {
  const before = server.cpuSeconds();
  const figures = await load();
  const after = server.cpuSeconds();
  const cpuMs =
    before === null || after === null || figures.requests === 0
      ? null
      : ((after - before) * 1000) / figures.requests;
  return { ...figures, cpuMs };
}

const cpuMs = (value: number | null) =>
  value === null || Number.isNaN(value) ? 'not measured' : value.toFixed(3);

function ratioLine(what: string, ratio: number, budget: number, extra = ''): string {
  const met = ratio >= budget ? 'met' : 'missed';
  return `${what}: ${ratio.toFixed(2)} (budget ≥ ${budget}${extra}): ${met}`;
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Resolves once the server uses under a tenth of a core over 200 ms (from /proc; a second where
 * /proc cannot tell), at most after IDLE_WAIT_MS.
 */
async function untilIdle(server: BenchServer): Promise<void> {
  const startedAt = Date.now();
  let before: number | null = server.cpuSeconds();
  if (before === null) return sleep(1000);
  while (Date.now() - startedAt < IDLE_WAIT_MS) {
    await sleep(200);
    const now: number = server.cpuSeconds() ?? before;
    if (now - before < 0.02) return;
    before = now;
  }
}

/** A round's CPU per sign-in: the server's main thread and its other threads, in ms. */
interface SignInCpu {
  mainMs: number;
  otherThreadsMs: number;
}

/** One round of sign-ins beside the raw rate (the mean of the measurements either side of it). */
interface SignInRound {
  signIns: LoadFigures;
  raw: number;
  rawCpuMs: number;
  cpu: SignInCpu | null;
  ratio: number;
}

/**
 * SIGN_IN_ROUNDS rounds of sign-ins, the raw rate measured before the first and after each; each
 * round's ratio is to the mean of the raw rates either side of it. Resolves to the median round,
 * with the server's CPU per sign-in while it ran (read as the load stops, before the sign-ins
 * still queued are hashed; null without /proc) and the raw loop's CPU per verification.
 */
async function signInRounds(server: BenchServer): Promise<SignInRound & { ratios: number[] }> {
  let rawBefore = await rawArgon2Rate(RAW_ROUND_SECONDS);
  const rounds: SignInRound[] = [];
  for (let round = 0; round < SIGN_IN_ROUNDS; round += 1) {
    const threadsBefore = server.threadCpuSeconds();
    const signIns = await passwordSignIns(server.url, {
      ...LOAD,
      durationSeconds: SIGN_IN_ROUND_SECONDS,
    });
    const threadsAfter = server.threadCpuSeconds();
    const cpu =
      threadsBefore === null || threadsAfter === null || signIns.requests === 0
        ? null
        : {
            mainMs: ((threadsAfter.main - threadsBefore.main) * 1000) / signIns.requests,
            otherThreadsMs:
              ((threadsAfter.others - threadsBefore.others) * 1000) / signIns.requests,
          };
    // The load generator stops at its time with sign-ins still queued for hashing in the server.
    await untilIdle(server);
    const rawAfter = await rawArgon2Rate(RAW_ROUND_SECONDS);
    const raw = mean(rawBefore.rate, rawAfter.rate);
    const rawCpuMs = mean(rawBefore.cpuMs, rawAfter.cpuMs);
    rounds.push({ signIns, raw, rawCpuMs, cpu, ratio: signIns.requestsPerSecond / raw });
    rawBefore = rawAfter;
  }
  const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(SIGN_IN_ROUNDS / 2)];
  if (median === undefined) throw new Error('No sign-in round ran.');
  return { ...median, ratios: rounds.map(({ ratio }) => ratio) };
}

async function measure(engine: Engine, bare: BenchServer): Promise<void> {
  const { location, remove } = await engine.prepare();
  try {
    const started = Date.now();
    const server = await startBenchServer(location);
    const startSeconds = ((Date.now() - started) / 1000).toFixed(1);
    try {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const residentMb = server.residentMb();
      const { signIns, raw, rawCpuMs, cpu: signInCpu, ratios } = await signInRounds(server);
      const floorLoad = { ...LOAD, durationSeconds: FLOOR_SECONDS };
      const floorBefore = await cpuPerRequest(bare, () =>
        renewals(bare.url, floorLoad, madeUpSessions),
      );
      const renewed = await cpuPerRequest(server, () => renewals(server.url, LOAD));
      const floorAfter = await cpuPerRequest(bare, () =>
        renewals(bare.url, floorLoad, madeUpSessions),
      );
      const floor = meanFigures(floorBefore, floorAfter);
      const floorCpuMs = mean(floorBefore.cpuMs ?? Number.NaN, floorAfter.cpuMs ?? Number.NaN);
      const health = await healthUnderSignIns(server.url, LOAD.durationSeconds);
      const refusals = await refusalTimings(server.url);
      console.log(`\n${engine.name} (server started, migrated and seeded in ${startSeconds} s)`);
      console.log(
        table([
          ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'rotations'],
          row('password sign-in', signIns),
          row('renewal', renewed),
          row('bare renewal route (floor)', floor),
        ]),
      );
      console.log(
        `raw argon2id: ${raw.toFixed(1)} verifications/s (${availableParallelism()} at a time, ` +
          `before and after the sign-ins' median round)`,
      );
      console.log(
        ratioLine(
          'sign-ins / raw argon2id',
          signIns.requestsPerSecond / raw,
          BUDGETS.signInRatio,
          `; the median of ${SIGN_IN_ROUNDS} rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}`,
        ),
      );
      console.log(
        signInCpu === null
          ? `CPU per sign-in: not measured (no /proc); a raw verification ${rawCpuMs.toFixed(2)} ms`
          : `CPU per sign-in, median round: the server's main thread ${signInCpu.mainMs.toFixed(2)} ms, ` +
              `its other threads (argon2id, V8's helpers) ${signInCpu.otherThreadsMs.toFixed(2)} ms; ` +
              `a raw verification ${rawCpuMs.toFixed(2)} ms`,
      );
      console.log(
        ratioLine(
          'renewals / bare route',
          renewed.requestsPerSecond / floor.requestsPerSecond,
          BUDGETS.renewalRatio,
          ` on PostgreSQL`,
        ) + `; renewal p99 ${renewed.p99Ms} ms (budget < ${BUDGETS.renewalP99Ms} ms)`,
      );
      console.log(
        `server CPU per renewal: ${cpuMs(renewed.cpuMs)} ms; bare route ${cpuMs(floorCpuMs)} ms ` +
          '(from /proc; steadier than the rates on a busy machine)',
      );
      console.log(
        residentMb === null
          ? 'memory after a fresh start: not measured (no /proc)'
          : `memory after a fresh start: ${residentMb.toFixed(0)} MB resident ` +
              `(budget ≤ ${BUDGETS.freshStartMb} MB on PGlite)`,
      );
      console.log(`\n${healthTable(health)}`);
      console.log(`\n${refusalTable(refusals)}`);
    } finally {
      await server.stop();
    }
  } finally {
    await remove();
  }
}

const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(
  `Zyno sign-in benchmark: ${LOAD.connections} connections, ${LOAD.durationSeconds} s per scenario; ` +
    `server and load generator share this machine (${availableParallelism()} × ${cpu}, Node ${process.version}).`,
);
console.log(
  `argon2id cost: memoryCost ${ARGON2ID_COST.memoryCost} KiB, timeCost ${ARGON2ID_COST.timeCost}, ` +
    `parallelism ${ARGON2ID_COST.parallelism}.`,
);

const engines = [pglite];
const postgresUrl = process.env.ZYNO_BENCH_POSTGRES_URL;
if (postgresUrl === undefined || postgresUrl === '') {
  console.log(
    `PostgreSQL: not measured (${process.env.ZYNO_BENCH_POSTGRES_SKIPPED ?? 'no server'}).`,
  );
} else {
  engines.push(postgres(postgresUrl));
}
// Before any start is timed: each engine's start then counts only the server's own work.
await buildServer();
const bare = await startBenchServer({}, 'server/bench/bare-renewal-server.ts');
try {
  for (const engine of engines) await measure(engine, bare);
} finally {
  await bare.stop();
}
console.log(
  '\nrotations: renewals answered with a new refresh token; each connection presents the ' +
    'newest token of its own session, so every 2xx renewal should be one.',
);
