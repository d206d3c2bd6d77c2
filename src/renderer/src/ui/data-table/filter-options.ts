// The options of a select filter, from the two sources screens have: a fixed list of values with
// their words in the screen's messages, or records that have an id and a name.

export interface FilterOption {
  value: string;
  label: string;
}

/** One option per value, worded by `labels` (e.g. a status and its badge text). */
export function valueOptions<Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): FilterOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** One option per record: its id as the value, its name as the label. */
export function namedOptions(records: Iterable<{ id: string; name: string }>): FilterOption[] {
  return Array.from(records, (record) => ({ value: record.id, label: record.name }));
}
