// A range of whole days picked on a calendar, up to a last day (usually the shop's today):
// the reports and the accounting export choose their days with it. Imported from
// ui/day-range-input so that pages without one do not load the date pickers or their styles.
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

/** Both ends as YYYY-MM-DD, inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

export interface DayRangeInputProps {
  label: string;
  value: DayRange;
  /** The last day that may be picked (YYYY-MM-DD). */
  maxDate: string;
  /** Called once both ends are picked. */
  onChange: (range: DayRange) => void;
}

export function DayRangeInput({ label, value, maxDate, onChange }: DayRangeInputProps) {
  return (
    <DatePickerInput
      type="range"
      label={label}
      w={260}
      leftSection={<IconCalendar size={16} aria-hidden />}
      value={[value.from, value.to]}
      maxDate={maxDate}
      valueFormat="MMM D, YYYY"
      onChange={([from, to]) => {
        if (from !== null && to !== null) onChange({ from, to });
      }}
    />
  );
}
