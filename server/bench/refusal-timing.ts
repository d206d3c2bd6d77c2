// How long a refused password sign-in takes, by why it was refused: an unknown e-mail address, a
// wrong password, and an account paused after failures from this address (docs/security.md). All
// three should cost one argon2id verification, so their times match and tell a guesser nothing.
// Attempts go one at a time, the three kinds in turn, so they share the machine's ups and downs.
import { AUTH_PATHS } from '@shared/auth/sign-in';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { LOCKOUT_THRESHOLD } from '../src/auth/lockout';
import { DEMO_ACCOUNTS } from '../src/accounts/seed';
import { DEMO_PASSWORD } from '../src/db/demo-seed';

const PASSWORD_LOGIN = `${API_FAMILY_PREFIXES.auth}${AUTH_PATHS.passwordLogin}`;
const ROUNDS = 30;

export type RefusalKind = 'unknown e-mail' | 'wrong password' | 'paused account';

export interface RefusalTiming {
  kind: RefusalKind;
  attempts: number;
  /** Answers other than 401 invalid_credentials (there should be none). */
  unexpected: number;
  p50Ms: number;
  p90Ms: number;
}

async function attempt(url: string, email: string, password: string): Promise<[number, boolean]> {
  const started = performance.now();
  const response = await fetch(`${url}${PASSWORD_LOGIN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, browserId: 'bench-refusals', rememberMe: false }),
  });
  const body = (await response.json()) as { error?: { code?: string } };
  const elapsed = performance.now() - started;
  return [elapsed, response.status === 401 && body.error?.code === 'invalid_credentials'];
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

export async function refusalTimings(url: string): Promise<RefusalTiming[]> {
  const withPassword = DEMO_ACCOUNTS.filter((account) => account.ssoOnly !== true);
  const paused = withPassword.at(-1);
  if (paused === undefined) throw new Error('No demo account with a password.');
  // Wrong passwords go round the others, so none reaches the pause threshold.
  const guessed = withPassword.slice(0, -1);
  for (let failure = 0; failure < LOCKOUT_THRESHOLD; failure += 1) {
    await attempt(url, paused.email, 'a-wrong-password');
  }
  const samples: Record<RefusalKind, { ms: number[]; unexpected: number }> = {
    'unknown e-mail': { ms: [], unexpected: 0 },
    'wrong password': { ms: [], unexpected: 0 },
    'paused account': { ms: [], unexpected: 0 },
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const guess = guessed[round % guessed.length]?.email ?? '';
    const tries: [RefusalKind, string, string][] = [
      ['unknown e-mail', `nobody.${round}@harbor.example`, DEMO_PASSWORD],
      ['wrong password', guess, `wrong-${round}`],
      ['paused account', paused.email, DEMO_PASSWORD],
    ];
    for (const [kind, email, password] of tries) {
      const [ms, expected] = await attempt(url, email, password);
      samples[kind].ms.push(ms);
      if (!expected) samples[kind].unexpected += 1;
    }
  }
  return (Object.keys(samples) as RefusalKind[]).map((kind) => {
    const sorted = [...samples[kind].ms].sort((a, b) => a - b);
    return {
      kind,
      attempts: sorted.length,
      unexpected: samples[kind].unexpected,
      p50Ms: percentile(sorted, 0.5),
      p90Ms: percentile(sorted, 0.9),
    };
  });
}
