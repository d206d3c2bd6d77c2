// /sales/fulfillment/pickup-scan: a big code field that takes a barcode scanner's keystrokes or
// typing plus Enter, the order the code names (customer, items, status) and, when it is ready,
// "Hand over". Not found, not ready, already handed over and shipping orders each say so.
import {
  Alert,
  type AlertProps,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHandStop, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pickupCodeSchema, type Order } from '@shared/sales/fulfillment';
import { useRef, useState } from 'react';
import { apiErrorText, isApiError } from '../../../../api';
import { useScreenPageTitle } from '../../../../lib/page-title';
import { useSession } from '../../../../lib/session';
import { ErrorAlert } from '../../../../ui';
import { fulfillmentKey, pickupQuery, useFulfillmentApi } from '../../api/fulfillment';
import { FULFILLMENT_MESSAGES as M } from '../messages';
import { OrderItems } from '../order-items';
import { OrderKindBadge, OrderStatusBadge } from '../order-status-badge';

/** Alerts whose title is in the text colour: a tinted title on its tinted ground is too faint. */
function VerdictAlert(props: AlertProps) {
  return <Alert {...props} styles={{ title: { color: 'var(--mantine-color-text)' } }} />;
}

/** What the person at the counter should know about the order before handing it over. */
function Verdict({ order }: { order: Order }) {
  if (order.kind === 'shipping') {
    return (
      <VerdictAlert color="orange" icon={<IconAlertTriangle />} title={M.shippingTitle}>
        {M.shipping}
      </VerdictAlert>
    );
  }
  if (order.status === 'handedOver') {
    return (
      <VerdictAlert color="gray" icon={<IconHandStop />} title={M.handedOverTitle}>
        {M.alreadyHandedOver}
      </VerdictAlert>
    );
  }
  if (order.status === 'new' || order.status === 'packed') {
    return (
      <VerdictAlert color="orange" icon={<IconAlertTriangle />} title={M.notReadyTitle}>
        {M.notReady[order.status]}
      </VerdictAlert>
    );
  }
  return null;
}

function FoundOrder({
  order,
  onHandedOver,
}: {
  order: Order;
  onHandedOver: (order: Order) => void;
}) {
  const tenantId = useSession()?.tenantId ?? '';
  const api = useFulfillmentApi();
  const queryClient = useQueryClient();
  const handOver = useMutation({
    mutationFn: () => api.handOver(order.code),
    onSuccess: (handed) => {
      queryClient.setQueryData(pickupQuery(api, tenantId, handed.code).queryKey, handed);
      void queryClient.invalidateQueries({ queryKey: fulfillmentKey(tenantId) });
      onHandedOver(handed);
    },
  });
  const ready = order.kind === 'pickup' && order.status === 'ready';
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {M.customer}
            </Text>
            <Title order={2} fz="h3">
              {order.customerName}
            </Title>
            {order.contact === '' ? null : <Text size="sm">{order.contact}</Text>}
          </div>
          <Group gap="xs">
            <Text ff="monospace" fw={700} size="lg">
              {order.code}
            </Text>
            <OrderKindBadge kind={order.kind} />
            <OrderStatusBadge status={order.status} />
          </Group>
        </Group>
        <OrderItems items={order.items} />
        {order.note === '' ? null : <Text size="sm">{order.note}</Text>}
        <Verdict order={order} />
        {ready ? (
          <VerdictAlert color="teal" icon={<IconCircleCheck />} title={M.readyTitle}>
            <Stack gap="sm" align="flex-start">
              <ErrorAlert message={handOver.error === null ? null : apiErrorText(handOver.error)} />
              <Button
                size="lg"
                color="teal"
                loading={handOver.isPending}
                onClick={() => {
                  handOver.mutate();
                }}
              >
                {M.handOver}
              </Button>
            </Stack>
          </VerdictAlert>
        ) : null}
      </Stack>
    </Card>
  );
}

function Lookup({ code, onHandedOver }: { code: string; onHandedOver: (order: Order) => void }) {
  const tenantId = useSession()?.tenantId ?? '';
  const api = useFulfillmentApi();
  const order = useQuery(pickupQuery(api, tenantId, code));
  if (order.isError) {
    return isApiError(order.error) && order.error.status === 404 ? (
      <VerdictAlert color="red" icon={<IconAlertTriangle />} title={M.notFoundTitle} role="alert">
        {M.notFound(code)}
      </VerdictAlert>
    ) : (
      <ErrorAlert
        message={apiErrorText(order.error)}
        retry={{ label: M.tryAgain, onClick: () => void order.refetch() }}
      />
    );
  }
  if (order.data === undefined) {
    return (
      <Stack aria-busy="true">
        <Skeleton h={32} w="50%" />
        <Skeleton h={120} />
      </Stack>
    );
  }
  return <FoundOrder order={order.data} onHandedOver={onHandedOver} />;
}

export function PickupScanPage() {
  useScreenPageTitle();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [handedTo, setHandedTo] = useState<string | null>(null);
  return (
    <Stack gap="lg" p={{ base: 'sm', md: 'lg' }} maw={760}>
      <Title order={1} fz="h2">
        {M.scanTitle}
      </Title>
      <Text c="dimmed">{M.scanLead}</Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = pickupCodeSchema.safeParse(typed);
          setHandedTo(null);
          if (!parsed.success) {
            setProblem(parsed.error.issues[0]?.message ?? M.notFoundTitle);
            return;
          }
          setProblem(null);
          setCode(parsed.data);
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            ref={input}
            label={M.codeLabel}
            placeholder={M.codePlaceholder}
            size="xl"
            autoFocus
            autoComplete="off"
            spellCheck={false}
            value={typed}
            error={problem}
            onChange={(event) => {
              setTyped(event.currentTarget.value.toUpperCase());
            }}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.2em' } }}
            style={{ flex: 1 }}
          />
          <Button type="submit" size="xl" leftSection={<IconSearch size={20} />}>
            {M.find}
          </Button>
        </Group>
      </form>
      {handedTo === null ? null : (
        <VerdictAlert color="teal" icon={<IconCircleCheck />} role="status">
          {M.handedOver(handedTo)}
        </VerdictAlert>
      )}
      {code === null ? null : (
        <Lookup
          key={code}
          code={code}
          onHandedOver={(handed) => {
            setHandedTo(handed.customerName);
            setTyped('');
            input.current?.focus();
          }}
        />
      )}
    </Stack>
  );
}
