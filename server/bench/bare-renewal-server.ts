// The renewal floor: a bare Fastify route on the renewal's path that signs the same access token
// and sets the same refresh cookie as the real one, with no database, hooks or validation. Run as
// its own process by auth-bench.ts; prints the line bench-server.ts waits for.
import { randomBytes, randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { generateKeyPair } from 'jose';
import { AUTH_PATHS } from '@shared/auth/sign-in';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { setRefreshCookie } from '../src/auth/refresh-cookie';
import { BROWSER_SESSION_LIFETIME_MS } from '../src/auth/refresh-sessions';
import { SIGNING_ALGORITHM } from '../src/auth/signing-keys';
import { createAccessTokens } from '../src/auth/tokens';

const keyPair = await generateKeyPair(SIGNING_ALGORITHM);
const tokens = createAccessTokens({ id: randomUUID(), ...keyPair });
const accountId = randomUUID();

const app = Fastify();
await app.register(fastifyCookie);
app.post(`${API_FAMILY_PREFIXES.auth}${AUTH_PATHS.renew}`, async (request, reply) => {
  const session = {
    id: randomUUID(),
    accountId,
    token: randomBytes(32).toString('base64url'),
    rememberMe: false,
    expiresAt: new Date(Date.now() + BROWSER_SESSION_LIFETIME_MS),
    installId: null,
  };
  const { jwt, expiresAt } = await tokens.issue({ accountId, sessionId: session.id });
  setRefreshCookie(request, reply, session);
  return { jwt, expiresAt };
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Zyno is running at ${url}`);
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
