// `/api/health` latency while password sign-ins arrive at a fixed rate: what a load balancer's
// health check, or any cheap request, meets when the server is busy signing people in. The probe
// is open-loop: it sends on schedule whether or not earlier probes were answered, so a stall
// shows in full instead of slowing the probe down.
import { performance } from 'node:perf_hooks';
import { passwordSignIns, type LoadFigures } from './sign-in-load';

/** What the figures are printed beside; the benchmark asserts nothing. */
export const HEALTH_TARGET_P99_MS = 100;
/** The sign-in rate the scenario offers. */
export const SIGN_INS_PER_SECOND = 50;
/** Enough probes in a 10 s run for a p99 that is not simply the worst one. */
const PROBES_PER_SECOND = 50;
/** Room for 50 sign-ins a second to stay offered even when each takes two seconds. */
const SIGN_IN_CONNECTIONS = 100;
const HEALTH_PATH = '/api/health';

export interface LatencyFigures {
  probes: number;
  failed: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface HealthUnderLoad {
  idle: LatencyFigures;
  underSignIns: LatencyFigures;
  signIns: LoadFigures;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] ?? 0
  );
}

async function probeHealth(url: string, durationSeconds: number): Promise<LatencyFigures> {
  const latencies: number[] = [];
  let failed = 0;
  const probe = async (): Promise<void> => {
    const sentAt = performance.now();
    try {
      const response = await fetch(`${url}${HEALTH_PATH}`);
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - sentAt);
      else failed += 1;
    } catch {
      failed += 1;
    }
  };
  const probes: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    const every = setInterval(() => {
      probes.push(probe());
    }, 1000 / PROBES_PER_SECOND);
    setTimeout(() => {
      clearInterval(every);
      resolve();
    }, durationSeconds * 1000);
  });
  await Promise.all(probes);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    probes: probes.length,
    failed,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}

/** Health latency on an idle server, then while SIGN_INS_PER_SECOND sign-ins are offered. */
export async function healthUnderSignIns(
  url: string,
  durationSeconds: number,
): Promise<HealthUnderLoad> {
  const idle = await probeHealth(url, durationSeconds);
  const [signIns, underSignIns] = await Promise.all([
    passwordSignIns(url, {
      connections: SIGN_IN_CONNECTIONS,
      durationSeconds,
      ratePerSecond: SIGN_INS_PER_SECOND,
    }),
    probeHealth(url, durationSeconds),
  ]);
  return { idle, underSignIns, signIns };
}
