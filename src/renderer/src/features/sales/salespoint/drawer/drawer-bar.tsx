// The station's cash drawer at the top of the till: whether one is open (since when, the cash it
// should hold) and its actions — open with a counted float, paid in, paid out, no sale, close
// with a count — ending in the Z report. A drawer belongs to a station: a browser shows none.
import { Alert, Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import {
  IconCashRegister,
  IconDoorExit,
  IconLockOpen,
  IconMinus,
  IconPlus,
} from '@tabler/icons-react';
import type { Permissions } from '@shared/permissions';
import type { Drawer } from '@shared/sales/drawers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { apiErrorText, isApiError } from '../../../../api';
import { currentDrawerQuery, drawersKey, useDrawersApi } from '../../api/drawers';
import { DRAWER_MESSAGES as M } from '../../messages';
import { useManagerApproval } from '../manager-approval';
import { useMoney } from '../money';
import { CloseDrawerDialog } from './close-drawer-dialog';
import { MovementDialog, type MovementKind } from './movement-dialog';
import { OpenDrawerDialog } from './open-drawer-dialog';
import { QueryError } from './query-error';
import { useStationPrinter } from './station-printer';
import { ZReportDialog } from './z-report-dialog';
import { useHoldTill } from '../till-hold';

export interface DrawerBarProps {
  tenantId: string;
  tenantName: string;
  installId: string;
  location: { id: string; name: string; timeZone: string };
  currency: string;
  permissions: Permissions;
}

type Dialog = { kind: 'open' } | { kind: 'move'; movement: MovementKind } | { kind: 'close' };

type Notice = { kind: 'info' | 'error'; text: string } | null;

function timeText(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone }).format(new Date(at));
}

/** A drawer bar without an open drawer: what holds, why, and the one thing to do. */
function DrawerState({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <div>
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </div>
      {children}
    </Group>
  );
}

export function DrawerBar({
  tenantId,
  tenantName,
  installId,
  location,
  currency,
  permissions,
}: DrawerBarProps) {
  const api = useDrawersApi();
  const queryClient = useQueryClient();
  const money = useMoney(currency);
  const approval = useManagerApproval();
  const printer = useStationPrinter();
  const current = useQuery(currentDrawerQuery(api, tenantId, installId));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reportOf, setReportOf] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  useHoldTill(dialog !== null || reportOf !== null || approval.asking);

  const refresh = () => queryClient.invalidateQueries({ queryKey: drawersKey(tenantId) });
  const shut = () => {
    setDialog(null);
  };

  const recorded = async (kind: MovementKind, amountMinor: number) => {
    setDialog(null);
    setNotice({ kind: 'info', text: M.moved[kind](money(amountMinor)) });
    await refresh();
    try {
      await printer.kick();
    } catch (error) {
      setNotice({ kind: 'error', text: M.kickFailed(apiErrorText(error)) });
    }
  };

  const closed = async (drawer: Drawer) => {
    setDialog(null);
    setNotice(null);
    setReportOf(drawer.id);
    await refresh();
  };

  const drawer = current.data ?? null;
  const action = (
    label: string,
    icon: React.ReactNode,
    next: Dialog,
    variant: 'default' | 'filled' = 'default',
  ) => (
    <Button
      size="md"
      variant={variant}
      leftSection={icon}
      onClick={() => {
        setNotice(null);
        if (next.kind === 'close') void refresh();
        setDialog(next);
      }}
    >
      {label}
    </Button>
  );

  let body: React.ReactNode;
  if (current.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={M.loading}>
        <Skeleton height={36} width="60%" />
      </div>
    );
  } else if (current.isError && isApiError(current.error) && current.error.status === 0) {
    // Without the network the till still sells (its queue); only the drawer waits, so this is
    // said calmly rather than as a failure.
    body = (
      <DrawerState title={M.offline} hint={M.offlineHint}>
        <Button size="md" variant="default" onClick={() => void current.refetch()}>
          {M.tryAgain}
        </Button>
      </DrawerState>
    );
  } else if (current.isError) {
    body = <QueryError title={M.loadFailed} query={current} />;
  } else if (drawer === null) {
    body = (
      <DrawerState title={M.noDrawer} hint={M.noDrawerHint}>
        {action(M.openDrawer, <IconLockOpen size={18} aria-hidden />, { kind: 'open' }, 'filled')}
      </DrawerState>
    );
  } else {
    body = (
      <Group justify="space-between" gap="sm">
        <div>
          <Text fw={700}>{M.openSince(timeText(drawer.openedAt, location.timeZone))}</Text>
          <Text size="sm">{M.expectedCash(money(drawer.expectedMinor))}</Text>
        </div>
        <Group gap="xs">
          {action(M.paidIn, <IconPlus size={18} aria-hidden />, {
            kind: 'move',
            movement: 'paidIn',
          })}
          {action(M.paidOut, <IconMinus size={18} aria-hidden />, {
            kind: 'move',
            movement: 'paidOut',
          })}
          {action(M.noSale, <IconCashRegister size={18} aria-hidden />, {
            kind: 'move',
            movement: 'noSale',
          })}
          {action(M.closeDrawer, <IconDoorExit size={18} aria-hidden />, { kind: 'close' })}
        </Group>
      </Group>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="sm"
      mx="md"
      mt="md"
      component="section"
      aria-label={M.drawer}
    >
      {body}
      {notice !== null &&
        (notice.kind === 'error' ? (
          <Alert color="red" variant="light" role="alert" mt="sm">
            {notice.text}
          </Alert>
        ) : (
          <Text role="status" aria-live="polite" size="sm" c="dimmed" mt="xs">
            {notice.text}
          </Text>
        ))}
      <OpenDrawerDialog
        opened={dialog?.kind === 'open'}
        locationId={location.id}
        currency={currency}
        money={money}
        api={api}
        onClose={shut}
        onOpened={() => {
          setDialog(null);
          void refresh();
        }}
      />
      {drawer !== null && (
        <>
          <MovementDialog
            kind={dialog?.kind === 'move' ? dialog.movement : null}
            drawerId={drawer.id}
            currency={currency}
            permissions={permissions}
            api={api}
            approve={approval.approve}
            onClose={shut}
            onRecorded={(kind, amountMinor) => void recorded(kind, amountMinor)}
          />
          {/* After the no sale's dialog: the later modal stacks on top of the earlier one. */}
          {approval.dialog}
          <CloseDrawerDialog
            drawer={dialog?.kind === 'close' ? drawer : null}
            money={money}
            api={api}
            onClose={shut}
            onClosed={(closedDrawer) => void closed(closedDrawer)}
          />
        </>
      )}
      <ZReportDialog
        drawerId={reportOf}
        tenantId={tenantId}
        api={api}
        money={money}
        context={{ tenantName, locationName: location.name, timeZone: location.timeZone }}
        onClose={() => {
          setReportOf(null);
        }}
      />
    </Paper>
  );
}
