// The rules of a drawer session, each decided in the transaction of its write and audited there:
// a drawer opens at a station (one open per station) with a float that matches its count; cash
// moves in and out only at the drawer's own station, a no-sale open with the noSale key or a
// manager's approval; a drawer is counted and closed once, at its station or in a browser.
import type { z } from 'zod';
import {
  USD_DENOMINATIONS_MINOR,
  type closeDrawerRequestSchema,
  type Drawer,
  type drawerMovementRequestSchema,
  type openDrawerRequestSchema,
} from '@shared/sales/drawers';
import { recordAudit } from '../auth/audit-log';
import type { TenantContext } from '../auth/request-context';
import type { Database, Queryable } from '../db/database';
import { conflict, validationFailed } from '../http/errors';
import {
  drawerView,
  findMovement,
  insertDrawer,
  insertMovement,
  markDrawerClosed,
  mustFindDrawer,
  type DrawerSession,
} from './drawers-store';
import { liveStationOf } from './point-of-sale-access';
import { authoriseSalesAction } from './sales-action-authorisation';

function fieldInvalid(path: string, message: string) {
  return validationFailed(`${path}: ${message}`, [{ path, code: 'custom', message }]);
}

/** The cash a count adds up to; 400 naming a key that is not a note or coin. */
function countedMinor(counts: Readonly<Record<string, number>>, field: string): number {
  let total = 0;
  for (const [denomination, count] of Object.entries(counts)) {
    const value = Number(denomination);
    if (!(USD_DENOMINATIONS_MINOR as readonly number[]).includes(value)) {
      throw fieldInvalid(`${field}.${denomination}`, `${denomination} is not a note or coin.`);
    }
    total += value * count;
  }
  return total;
}

async function stationOrConflict(db: Queryable, context: TenantContext): Promise<string> {
  const installId = await liveStationOf(db, context);
  if (installId === null) {
    throw conflict('A cash drawer belongs to a station: do this at the station in Zyno Desktop.');
  }
  return installId;
}

export async function openDrawer(
  database: Database,
  context: TenantContext,
  body: z.infer<typeof openDrawerRequestSchema>,
): Promise<Drawer> {
  if (
    body.floatCounts !== undefined &&
    countedMinor(body.floatCounts, 'floatCounts') !== body.floatMinor
  ) {
    throw fieldInvalid('floatCounts', 'The notes and coins counted do not add up to the float.');
  }
  return database.transaction(async (tx) => {
    const installId = await stationOrConflict(tx, context);
    const id = await insertDrawer(tx, {
      tenantId: context.tenantId,
      locationId: body.locationId,
      installId,
      openedBy: context.accountId,
      floatMinor: body.floatMinor,
      floatCounts: body.floatCounts ?? null,
      now: new Date(),
    });
    if (id === null) throw fieldInvalid('locationId', 'Choose one of this tenant’s locations.');
    await recordAudit(tx, context, {
      action: 'sales.drawer.open',
      targetType: 'salesDrawer',
      targetId: id,
      after: { locationId: body.locationId, installId, floatMinor: body.floatMinor },
    });
    return drawerView(tx, await mustFindDrawer(tx, context.tenantId, { id }));
  });
}

/** The open drawer, locked for this transaction, if the caller may change it from where they are. */
async function heldOpenDrawer(
  tx: Queryable,
  context: TenantContext,
  drawerId: string,
  options: { browserMay: boolean },
): Promise<DrawerSession> {
  const session = await mustFindDrawer(tx, context.tenantId, { id: drawerId, forUpdate: true });
  if (session.closedAt !== null) throw conflict('This drawer is closed.');
  if (context.installId === null && options.browserMay) return session;
  if ((await stationOrConflict(tx, context)) !== session.installId) {
    throw conflict('This drawer belongs to another station.');
  }
  return session;
}

/** Resolves to the drawer, and whether the movement is new (false: a retry of one recorded). */
export async function moveCash(
  database: Database,
  context: TenantContext,
  drawerId: string,
  body: z.infer<typeof drawerMovementRequestSchema>,
): Promise<{ drawer: Drawer; created: boolean }> {
  if ((body.kind === 'noSale') !== (body.amountMinor === 0)) {
    throw fieldInvalid(
      'amountMinor',
      body.kind === 'noSale'
        ? 'A no-sale open moves no cash: send 0.'
        : 'Enter an amount above zero.',
    );
  }
  return database.transaction(async (tx) => {
    const session = await heldOpenDrawer(tx, context, drawerId, { browserMay: false });
    const earlier = await findMovement(tx, { tenantId: context.tenantId, id: body.id });
    if (earlier !== null) {
      const same =
        earlier.drawerId === drawerId &&
        earlier.kind === body.kind &&
        earlier.amountMinor === body.amountMinor &&
        earlier.reason === body.reason;
      if (!same) throw conflict('This movement id was used for another movement. Send a new id.');
      return { drawer: await drawerView(tx, session), created: false };
    }
    const { approvedBy } =
      body.kind === 'noSale'
        ? await authoriseSalesAction(tx, context, 'noSale', body.approvals)
        : { approvedBy: null };
    await insertMovement(tx, {
      id: body.id,
      drawerId,
      kind: body.kind,
      amountMinor: body.amountMinor,
      reason: body.reason,
      tenantId: context.tenantId,
      accountId: context.accountId,
      approvedBy: approvedBy?.id ?? null,
      now: new Date(),
    });
    await recordAudit(tx, context, {
      action: 'sales.drawer.move',
      targetType: 'salesDrawer',
      targetId: drawerId,
      after: {
        movementId: body.id,
        kind: body.kind,
        amountMinor: body.amountMinor,
        reason: body.reason,
        approvedBy,
      },
    });
    return { drawer: await drawerView(tx, session), created: true };
  });
}

export async function closeDrawer(
  database: Database,
  context: TenantContext,
  drawerId: string,
  body: z.infer<typeof closeDrawerRequestSchema>,
): Promise<Drawer> {
  const counted = countedMinor(body.counts, 'counts');
  return database.transaction(async (tx) => {
    const session = await heldOpenDrawer(tx, context, drawerId, { browserMay: true });
    const now = new Date();
    await markDrawerClosed(tx, {
      id: drawerId,
      closedBy: context.accountId,
      counts: body.counts,
      countedMinor: counted,
      now,
    });
    const closed = await drawerView(
      tx,
      await mustFindDrawer(tx, context.tenantId, { id: session.id }),
    );
    await recordAudit(tx, context, {
      action: 'sales.drawer.close',
      targetType: 'salesDrawer',
      targetId: drawerId,
      before: { state: 'open' },
      after: {
        state: 'closed',
        countedMinor: closed.countedMinor,
        expectedMinor: closed.expectedMinor,
        overShortMinor: closed.overShortMinor,
      },
    });
    return closed;
  });
}
