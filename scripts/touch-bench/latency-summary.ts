// Figures of a list of durations for the touch benchmark's table: median, 95th percentile
// (nearest rank), min and max, in milliseconds.

export interface LatencySummary {
  median: number;
  p95: number;
  min: number;
  max: number;
}

/** Nearest-rank quantile of ascending `values`: q = 0.95 is the value 95% are at or below. */
function nearestRank(ascending: readonly number[], q: number): number {
  const rank = Math.max(1, Math.ceil(q * ascending.length));
  return ascending[rank - 1] ?? Number.NaN;
}

export function summarize(durationsMs: readonly number[]): LatencySummary {
  const ascending = [...durationsMs].sort((a, b) => a - b);
  const middle = ascending.length / 2;
  const median =
    ascending.length % 2 === 1
      ? (ascending[Math.floor(middle)] ?? Number.NaN)
      : ((ascending[middle - 1] ?? Number.NaN) + (ascending[middle] ?? Number.NaN)) / 2;
  return {
    median,
    p95: nearestRank(ascending, 0.95),
    min: ascending[0] ?? Number.NaN,
    max: ascending.at(-1) ?? Number.NaN,
  };
}

/** A table: one row per figure, columns median, p95, min and max, right-aligned. */
export function latencyTable(rows: readonly (readonly [string, readonly number[]])[]): string {
  const header = ['ms', 'median', 'p95', 'min', 'max'];
  const cells = rows.map(([label, durations]) => {
    const { median, p95, min, max } = summarize(durations);
    return [label, ...[median, p95, min, max].map((ms) => ms.toFixed(1))];
  });
  const all = [header, ...cells];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]?.length ?? 0)));
  return all
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}
