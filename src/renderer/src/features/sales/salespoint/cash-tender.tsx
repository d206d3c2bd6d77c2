// Paying in cash: the exact amount first, then the next whole dollar and the notes above what
// is due, or any other amount typed; what was handed over is applied with applyCash.
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { TenderDraft } from '@shared/sales/sales';
import { useState, type FormEvent } from 'react';
import { POS_MESSAGES as M } from '../messages';
import type { Money } from './money';
import { MoneyInput, toMinor } from './money-input';
import { cashTender, quickCashAmounts } from './tender';

export function CashTender({
  dueMinor,
  currency,
  money,
  onTake,
}: {
  dueMinor: number;
  currency: string;
  money: Money;
  onTake: (tender: TenderDraft) => void;
}) {
  const [other, setOther] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);
  const takeOther = (event: FormEvent) => {
    event.preventDefault();
    const givenMinor = toMinor(other, currency);
    if (other === '' || givenMinor <= 0) setError(M.cashTooLow);
    else onTake(cashTender(dueMinor, givenMinor));
  };
  const amounts = quickCashAmounts(dueMinor);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" role="group" aria-label={M.quickCash}>
        {amounts.map((amount, position) => (
          <Button
            key={amount}
            size="xl"
            variant={position === 0 ? 'filled' : 'light'}
            onClick={() => {
              onTake(cashTender(dueMinor, amount));
            }}
            data-autofocus={position === 0 ? true : undefined}
          >
            {position === 0 ? M.exactCash(money(amount)) : money(amount)}
          </Button>
        ))}
      </SimpleGrid>
      <form onSubmit={takeOther} noValidate>
        <Group align="end" gap="sm">
          <MoneyInput
            label={M.otherCash}
            currency={currency}
            value={other}
            onChange={(value) => {
              setOther(value);
              setError(null);
            }}
            error={error}
            w={180}
          />
          <Button type="submit" size="md" variant="default">
            {M.takeCash}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
