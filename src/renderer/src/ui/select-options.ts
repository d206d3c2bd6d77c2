// The options of a select (a form's Select, a segmented control, a data table's select filter),
// from the two sources screens have: a fixed list of values with their words in the screen's
// messages, or records that have an id and a name.

export interface SelectOption {
  value: string;
  label: string;
}

/** One option per value, worded by `labels` (e.g. a status and its badge text). */
export function valueOptions<Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** One option per record: its id as the value, its name as the label. */
export function namedOptions(records: Iterable<{ id: string; name: string }>): SelectOption[] {
  return Array.from(records, (record) => ({ value: record.id, label: record.name }));
}
