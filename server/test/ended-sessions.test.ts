// Ended sessions are deleted a day after they end, with the refresh tokens they retired
// (auth/ended-sessions.ts); live sessions and sessions that ended less than a day ago stay.
import { describe, expect, it } from 'vitest';
import {
  deleteEndedSessions,
  ENDED_SESSION_KEPT_MS,
  sweepEndedSessions,
} from '../src/auth/ended-sessions';
import { AUTH_PATHS } from '@shared/auth/sign-in';
import { REFRESH_COOKIE } from '../src/auth/refresh-cookie';
import { AUTH, BROWSER_ID, refreshCookie, signIn, useTestApp } from './fixtures';

const server = await useTestApp();
const HOUR_MS = 60 * 60_000;

function renew(token: string) {
  return server.app.inject({
    method: 'POST',
    url: `${AUTH}${AUTH_PATHS.renew}`,
    cookies: { [REFRESH_COOKIE]: token },
    payload: { browserId: BROWSER_ID },
  });
}

/** A signed-in session that has renewed twice, so it has retired two tokens; its newest token. */
async function sessionWithRetiredTokens(): Promise<{ id: string; token: string }> {
  const { refreshToken } = await signIn(server.app, 'max.manager@harbor.example');
  let token = refreshToken;
  for (let renewal = 0; renewal < 2; renewal += 1) {
    const response = await renew(token);
    expect(response.statusCode).toBe(200);
    token = refreshCookie(response)?.value ?? '';
  }
  return { id: token.split('.')[0] ?? '', token };
}

async function sessionIds(ids: readonly string[]): Promise<string[]> {
  const rows = await server.database.query<{ id: string }>(
    'SELECT id FROM refresh_sessions WHERE id = ANY($1::uuid[]) ORDER BY id',
    [ids],
  );
  return rows.map((row) => row.id);
}

async function retiredTokenCount(sessionId: string): Promise<number> {
  const [row] = await server.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM retired_refresh_tokens WHERE session_id = $1',
    [sessionId],
  );
  return row?.n ?? -1;
}

function endedAgo(column: 'revoked_at' | 'expires_at', sessionId: string, ms: number) {
  return server.database.query(`UPDATE refresh_sessions SET ${column} = $1 WHERE id = $2`, [
    new Date(Date.now() - ms),
    sessionId,
  ]);
}

describe('ended sessions', () => {
  it('are deleted a day after they end, with the tokens they retired; the rest stay', async () => {
    const live = await sessionWithRetiredTokens();
    const signedOutLongAgo = await sessionWithRetiredTokens();
    const expiredLongAgo = await sessionWithRetiredTokens();
    const signedOutRecently = await sessionWithRetiredTokens();
    const expiredRecently = await sessionWithRetiredTokens();
    await endedAgo('revoked_at', signedOutLongAgo.id, ENDED_SESSION_KEPT_MS + HOUR_MS);
    await endedAgo('expires_at', expiredLongAgo.id, ENDED_SESSION_KEPT_MS + HOUR_MS);
    await endedAgo('revoked_at', signedOutRecently.id, HOUR_MS);
    await endedAgo('expires_at', expiredRecently.id, HOUR_MS);
    expect(await retiredTokenCount(signedOutLongAgo.id)).toBe(2);

    expect(await sweepEndedSessions(server.database, new Date())).toBeGreaterThanOrEqual(2);

    const all = [live, signedOutLongAgo, expiredLongAgo, signedOutRecently, expiredRecently];
    expect(await sessionIds(all.map(({ id }) => id))).toEqual(
      [live.id, signedOutRecently.id, expiredRecently.id].sort(),
    );
    expect(await retiredTokenCount(signedOutLongAgo.id)).toBe(0);
    expect(await retiredTokenCount(expiredLongAgo.id)).toBe(0);
    expect(await retiredTokenCount(live.id)).toBe(2);
    // A deleted session's token is refused as an ended one's was; the live session renews.
    const refused = await renew(signedOutLongAgo.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      error: { message: 'Your session has ended. Sign in again.' },
    });
    expect((await renew(live.token)).statusCode).toBe(200);
  });

  it('are deleted a batch at a time, the oldest backlog worked off by further batches', async () => {
    const sessions = [
      await sessionWithRetiredTokens(),
      await sessionWithRetiredTokens(),
      await sessionWithRetiredTokens(),
    ];
    for (const { id } of sessions) await endedAgo('revoked_at', id, 2 * ENDED_SESSION_KEPT_MS);
    const ids = sessions.map(({ id }) => id);

    expect(await deleteEndedSessions(server.database, new Date(), 2)).toBe(2);
    expect(await sessionIds(ids)).toHaveLength(1);
    expect(await deleteEndedSessions(server.database, new Date(), 2)).toBe(1);
    expect(await sessionIds(ids)).toEqual([]);
    expect(await deleteEndedSessions(server.database, new Date(), 2)).toBe(0);
  });
});
