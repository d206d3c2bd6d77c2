// Expected against counted, and the difference in large type: green when the drawer balances or
// is over, red when it is short, and said in words, not by colour alone.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { DRAWER_MESSAGES as M } from '../../messages';
import type { Money } from '../money';
import classes from './over-short.module.css';

/** "+$1.00", "-$1.00", "$0.00". */
export function signedMoney(money: Money, amountMinor: number): string {
  return amountMinor > 0 ? `+${money(amountMinor)}` : money(amountMinor);
}

export function overShortWords(money: Money, overShortMinor: number): string {
  if (overShortMinor === 0) return M.balanced;
  return overShortMinor > 0 ? M.over(money(overShortMinor)) : M.short(money(-overShortMinor));
}

function Figure({ label, amount }: { label: string; amount: string }) {
  return (
    <Group justify="space-between" align="baseline">
      <Text fz="lg">{label}</Text>
      <Text fz={28} fw={700}>
        {amount}
      </Text>
    </Group>
  );
}

export function OverShort({
  expectedMinor,
  countedMinor,
  money,
}: {
  expectedMinor: number;
  countedMinor: number;
  money: Money;
}) {
  const overShortMinor = countedMinor - expectedMinor;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={M.overShort}>
      <Stack gap="xs">
        <Figure label={M.expected} amount={money(expectedMinor)} />
        <Figure label={M.counted} amount={money(countedMinor)} />
        <Group
          justify="space-between"
          align="baseline"
          className={overShortMinor < 0 ? classes.short : classes.over}
        >
          <Stack gap={0}>
            <Text fz="lg" fw={700} c="inherit">
              {M.overShort}
            </Text>
            <Text fw={700} c="inherit">
              {overShortWords(money, overShortMinor)}
            </Text>
          </Stack>
          <Text fz={44} fw={800} c="inherit">
            {signedMoney(money, overShortMinor)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
