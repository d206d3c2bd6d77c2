// The benchmarks' figure lines: the median and 95th percentile of a list of timings, printed in
// one aligned line per case so that the benches' outputs read alike.

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** `  name   median  12.3 ms   p95  45.6 ms   (note)` for the timings in `times` (any order). */
export function figuresLine(name: string, times: readonly number[], note: string): string {
  const sorted = [...times].sort((a, b) => a - b);
  const median = percentile(sorted, 0.5);
  const p95 = percentile(sorted, 0.95);
  return `  ${name.padEnd(36)} median ${median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   (${note})`;
}
