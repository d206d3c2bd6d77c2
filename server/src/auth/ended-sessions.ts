// Sessions that ended — signed out, revoked, or past their expiry — are deleted a day after they
// ended, and with them (ON DELETE CASCADE) every refresh token they retired: one per renewal, so a
// station in use all day retires dozens a day, and nothing else ever removes them. An ended
// session's row serves nothing once it has ended (its tokens are refused whether it is there or
// not); the day lets whoever looks into a sign-out see it.
//
// Every server process sweeps on a timer; processes sharing one PostgreSQL database may sweep at
// once, which is harmless (a row one deletes, the other skips). Each statement deletes a bounded
// batch, so a backlog (a server upgraded after months) is worked off over a few sweeps without
// holding the database for long.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';

/** How long a session's row is kept after it ended. */
export const ENDED_SESSION_KEPT_MS = 24 * 60 * 60_000;
/** How often each server process sweeps. */
const SWEEP_EVERY_MS = 10 * 60_000;
/** Sessions deleted per statement; a sweep runs at most SWEEP_BATCHES of them. */
const SWEEP_BATCH = 500;
const SWEEP_BATCHES = 20;

/**
 * Deletes up to `limit` sessions that ended before `now` − ENDED_SESSION_KEPT_MS, with their
 * retired tokens; resolves to how many sessions it deleted. Sessions are found by a scan of
 * `refresh_sessions`, which the sweep keeps to live and recently ended sessions: an index on the
 * end columns would cost every renewal its in-place (HOT) update, since a renewal moves
 * `expires_at` (migration 0023).
 */
export async function deleteEndedSessions(
  db: Queryable,
  now: Date,
  limit: number = SWEEP_BATCH,
): Promise<number> {
  const endedBefore = new Date(now.getTime() - ENDED_SESSION_KEPT_MS);
  const deleted = await db.query(
    `DELETE FROM refresh_sessions WHERE id IN (
       SELECT id FROM refresh_sessions
        WHERE revoked_at < $1 OR expires_at < $1
        LIMIT $2)
     RETURNING 1`,
    [endedBefore, limit],
  );
  return deleted.length;
}

/** One sweep: batches until one comes back short, or SWEEP_BATCHES of them. */
export async function sweepEndedSessions(db: Queryable, now: Date): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < SWEEP_BATCHES; batch += 1) {
    const deleted = await deleteEndedSessions(db, now);
    total += deleted;
    if (deleted < SWEEP_BATCH) break;
  }
  return total;
}

/**
 * Sweeps every SWEEP_EVERY_MS while the app runs (the timer does not keep the process alive) and
 * stops when the app closes. A sweep that fails is logged and tried again at the next one.
 */
export function scheduleEndedSessionSweeps(app: FastifyInstance, db: Queryable): void {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running !== undefined) return;
    running = sweepEndedSessions(db, new Date())
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'Deleted sessions that ended over a day ago.');
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'Deleting ended sessions failed; the next sweep retries.');
      })
      .finally(() => {
        running = undefined;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
