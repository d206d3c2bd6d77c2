// The filters above a list: a text filter writes the URL a moment after typing stops (not on every
// key), a choice at once. Back, or a filter cleared elsewhere, shows in the field.
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { DataTableMessages } from './messages';
import type { DataTableFilter } from './types';

/** Long enough not to fetch on every key, short enough to feel immediate. */
const TEXT_FILTER_DELAY_MS = 250;

/**
 * The text filters' writes still waiting for typing to stop. Opening a row writes them at once:
 * written later, a write would replace the page the row opened with the list's address again
 * (the list stays mounted while a detail page's code loads).
 */
export interface PendingFilterWrites {
  /** Keeps `flush` until the returned function forgets it. */
  add: (flush: () => void) => () => void;
  flushAll: () => void;
}

export function createPendingFilterWrites(): PendingFilterWrites {
  const flushes = new Set<() => void>();
  return {
    add: (flush) => {
      flushes.add(flush);
      return () => {
        flushes.delete(flush);
      };
    },
    flushAll: () => {
      for (const flush of flushes) flush();
    },
  };
}

interface DataTableFiltersProps {
  filters: readonly DataTableFilter[];
  values: Readonly<Record<string, string>>;
  onChange: (id: string, value: string) => void;
  pendingWrites: PendingFilterWrites;
  messages: DataTableMessages;
}

export function DataTableFilters({
  filters,
  values,
  onChange,
  pendingWrites,
  messages,
}: DataTableFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {filters.map((filter) =>
        filter.kind === 'text' ? (
          <TextFilter
            key={filter.id}
            filter={filter}
            value={values[filter.id] ?? ''}
            onChange={(value) => {
              onChange(filter.id, value);
            }}
            pendingWrites={pendingWrites}
          />
        ) : filter.kind === 'date' ? (
          <TextInput
            key={filter.id}
            label={filter.label}
            type="date"
            value={values[filter.id] ?? ''}
            onChange={(event) => {
              onChange(filter.id, event.currentTarget.value);
            }}
          />
        ) : (
          <Select
            key={filter.id}
            label={filter.label}
            placeholder={messages.allOptions}
            data={filter.options}
            value={values[filter.id] ?? filter.defaultValue ?? null}
            clearable={filter.defaultValue === undefined}
            allowDeselect={filter.defaultValue === undefined}
            onChange={(value) => {
              onChange(filter.id, value === null || value === filter.defaultValue ? '' : value);
            }}
          />
        ),
      )}
    </Group>
  );
}

function TextFilter({
  filter,
  value,
  onChange,
  pendingWrites,
}: {
  filter: Extract<DataTableFilter, { kind: 'text' }>;
  value: string;
  onChange: (value: string) => void;
  pendingWrites: PendingFilterWrites;
}) {
  const [text, setText] = useState(value);
  const [written, setWritten] = useState(value);
  // The URL changed without us (Back, a link): show what it says now.
  if (value !== written) {
    setWritten(value);
    setText(value);
  }
  const write = useDebouncedCallback((next: string) => {
    setWritten(next);
    onChange(next);
  }, TEXT_FILTER_DELAY_MS);
  // `flush` is read when called: the debounced function replaces it with every call.
  useEffect(
    () =>
      pendingWrites.add(() => {
        write.flush();
      }),
    [pendingWrites, write],
  );
  return (
    <TextInput
      label={filter.label}
      placeholder={filter.placeholder}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        write(event.currentTarget.value.trim());
      }}
    />
  );
}
