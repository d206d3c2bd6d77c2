// The sales parked at this station, oldest first, each with who parked it and when; Resume takes
// one back (someone else's becomes a take-over the server audits).
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormDialog } from '../../../ui';
import { POS_MESSAGES as M } from '../messages';
import type { Money } from './money';
import type { ParkedCart, ParkedCarts } from './parked-carts';

const TIME = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

export function parkedQueryKey(tenantId: string) {
  return [tenantId, 'sales', 'parked-carts'] as const;
}

export function useParkedList(tenantId: string, parkedCarts: ParkedCarts) {
  return useQuery({ queryKey: parkedQueryKey(tenantId), queryFn: () => parkedCarts.list() });
}

export function ParkedDialog({
  opened,
  parked,
  money,
  onClose,
  onResume,
}: {
  opened: boolean;
  parked: readonly ParkedCart[];
  money: Money;
  onClose: () => void;
  onResume: (parked: ParkedCart) => void;
}) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={M.parkedTitle} closeLabel={M.close}>
      {parked.length === 0 ? (
        <Text c="dimmed">{M.noParked}</Text>
      ) : (
        <Stack gap="sm" role="list">
          {parked.map((entry) => (
            <Group key={entry.cart.id} justify="space-between" role="listitem" wrap="nowrap">
              <div>
                <Text fw={600}>
                  {M.parkedSale(M.cartItems(entry.itemCount), money(entry.totalMinor))}
                </Text>
                <Text size="sm" c="dimmed">
                  {M.parkedBy(entry.parkedBy.name, TIME.format(new Date(entry.parkedAt)))}
                </Text>
              </div>
              <Button
                onClick={() => {
                  onResume(entry);
                }}
              >
                {M.resume}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </FormDialog>
  );
}
