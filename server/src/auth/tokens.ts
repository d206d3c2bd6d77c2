// Access tokens: short-lived EdDSA-signed JWTs whose subject is the account id and whose `sid`
// is the refresh session they were issued for (so ending the session ends its tokens).
import { KeyObject, sign } from 'node:crypto';
import { errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { SIGNING_ALGORITHM, type SigningKey } from './signing-keys';

const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
const ISSUER = 'zyno';
const AUDIENCE = 'zyno-api';

interface AccessToken {
  jwt: string;
  /** Milliseconds since the epoch (whole seconds, as in the token's `exp`). */
  expiresAt: number;
}

export interface TokenSubject {
  accountId: string;
  sessionId: string;
}

export interface AccessTokens {
  issue(subject: TokenSubject): Promise<AccessToken>;
  /** Who a valid, unexpired token of ours was issued to; null for anything else. */
  verify(jwt: string): Promise<TokenSubject | null>;
}

const claimsSchema = z.object({ sub: z.uuid(), sid: z.uuid() });

const base64url = (text: string) => Buffer.from(text).toString('base64url');

export function createAccessTokens(key: SigningKey): AccessTokens {
  // Signed with node:crypto's one-shot Ed25519 rather than jose's SignJWT, which goes through
  // WebCrypto: an asynchronous job per token cost about half as much CPU again as the signature
  // (every sign-in and renewal issues one; docs/server-performance.md). Tokens are verified with
  // jose, here and in the tests.
  const privateKey = KeyObject.from(key.privateKey);
  const header = base64url(JSON.stringify({ alg: SIGNING_ALGORITHM, kid: key.id, typ: 'JWT' }));
  return {
    issue({ accountId, sessionId }) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAtSeconds = issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS;
      const claims = {
        sid: sessionId,
        sub: accountId,
        iss: ISSUER,
        aud: AUDIENCE,
        iat: issuedAt,
        exp: expiresAtSeconds,
      };
      const signingInput = `${header}.${base64url(JSON.stringify(claims))}`;
      const signature = sign(null, Buffer.from(signingInput), privateKey).toString('base64url');
      return Promise.resolve({
        jwt: `${signingInput}.${signature}`,
        expiresAt: expiresAtSeconds * 1000,
      });
    },
    async verify(jwt) {
      try {
        const { payload } = await jwtVerify(jwt, key.publicKey, {
          algorithms: [SIGNING_ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const claims = claimsSchema.safeParse(payload);
        return claims.success ? { accountId: claims.data.sub, sessionId: claims.data.sid } : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
