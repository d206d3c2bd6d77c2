// The notes and coins of a drawer counted one denomination at a time: a large input per note and
// coin, what each comes to beside it, and the running total. Enter moves to the next count (the
// last one's Enter submits the form), so a count goes as fast on a keyboard as Tab.
import { Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useRef, type KeyboardEvent } from 'react';
import { DRAWER_MESSAGES as M } from '../../messages';
import type { Money } from '../money';
import { countedMinor, DENOMINATIONS, denominationLabel, isNote, type CountValues } from './count';

const COUNT_INPUT = 'data-count-input';

export interface CountGridProps {
  counts: CountValues;
  /** The form's input props of one denomination's count. */
  inputProps: (denomination: string) => GetInputPropsReturnType;
  money: Money;
  /** Names the running total: "Counted". */
  totalLabel: string;
}

export function CountGrid({ counts, inputProps, money, totalLabel }: CountGridProps) {
  const grid = useRef<HTMLDivElement | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    const inputs = Array.from(
      grid.current?.querySelectorAll<HTMLInputElement>(`[${COUNT_INPUT}]`) ?? [],
    );
    const next = inputs[inputs.indexOf(event.target) + 1];
    if (next === undefined) return;
    event.preventDefault();
    next.focus();
    next.select();
  };

  const section = (title: string, denominations: readonly number[]) => (
    <Stack gap="xs">
      <Title order={3} fz="sm" c="dimmed" fw={600}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm">
        {denominations.map((denomination) => {
          const key = String(denomination);
          const count = Number(counts[key]) || 0;
          return (
            <NumberInput
              key={key}
              label={denominationLabel(denomination)}
              size="lg"
              min={0}
              max={100_000}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              inputMode="numeric"
              autoComplete="off"
              rightSection={
                <Text size="sm" c="dimmed" aria-hidden>
                  {money(denomination * count)}
                </Text>
              }
              rightSectionWidth={96}
              rightSectionPointerEvents="none"
              {...{ [COUNT_INPUT]: true }}
              {...inputProps(key)}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );

  return (
    <Stack gap="md" ref={grid} onKeyDown={onKeyDown}>
      <Text size="sm" c="dimmed">
        {M.countHint}
      </Text>
      {section(M.notes, DENOMINATIONS.filter(isNote))}
      {section(
        M.coins,
        DENOMINATIONS.filter((denomination) => !isNote(denomination)),
      )}
      <Group justify="space-between" align="baseline" role="status" aria-live="polite">
        <Text fw={600}>{totalLabel}</Text>
        <Text fz={32} fw={800}>
          {money(countedMinor(counts))}
        </Text>
      </Group>
    </Stack>
  );
}
