// Access tokens as other JWT libraries read them: issued with node:crypto's Ed25519 signature
// (auth/tokens.ts), verified here with jose against the signing key's public half.
import { randomUUID } from 'node:crypto';
import { generateKeyPair, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { SIGNING_ALGORITHM, type SigningKey } from '../src/auth/signing-keys';
import { createAccessTokens } from '../src/auth/tokens';

async function signingKey(id: string): Promise<SigningKey> {
  const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  return { id, privateKey: pair.privateKey, publicKey: pair.publicKey };
}

describe('access tokens', () => {
  it('are EdDSA JWTs for the account and session, for the API, a quarter of an hour long', async () => {
    const key = await signingKey('key-1');
    const subject = { accountId: randomUUID(), sessionId: randomUUID() };
    const before = Math.floor(Date.now() / 1000);
    const { jwt, expiresAt } = await createAccessTokens(key).issue(subject);

    const { payload, protectedHeader } = await jwtVerify(jwt, key.publicKey, {
      algorithms: ['EdDSA'],
      issuer: 'zyno',
      audience: 'zyno-api',
    });
    expect(protectedHeader).toEqual({ alg: 'EdDSA', kid: 'key-1', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: subject.accountId, sid: subject.sessionId });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp).toBe((payload.iat ?? 0) + 15 * 60);
    expect(expiresAt).toBe((payload.exp ?? 0) * 1000);
  });

  it('verify names the subject of its own tokens and refuses altered or foreign ones', async () => {
    const tokens = createAccessTokens(await signingKey('key-1'));
    const subject = { accountId: randomUUID(), sessionId: randomUUID() };
    const { jwt } = await tokens.issue(subject);
    expect(await tokens.verify(jwt)).toEqual(subject);

    const [header, , signature] = jwt.split('.');
    const otherClaims = Buffer.from(
      JSON.stringify({ sid: subject.sessionId, sub: randomUUID(), iss: 'zyno', aud: 'zyno-api' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${otherClaims}.${signature}`)).toBeNull();

    const foreign = await createAccessTokens(await signingKey('key-1')).issue(subject);
    expect(await tokens.verify(foreign.jwt)).toBeNull();
  });
});
