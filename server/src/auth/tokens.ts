// Access tokens: short-lived EdDSA-signed JWTs whose subject is the account id and whose `sid`
// is the refresh session they were issued for (so ending the session ends its tokens).
import { errors, jwtVerify, SignJWT } from 'jose';
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

export function createAccessTokens(key: SigningKey): AccessTokens {
  return {
    async issue({ accountId, sessionId }) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAtSeconds = issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS;
      const jwt = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.id, typ: 'JWT' })
        .setSubject(accountId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key.privateKey);
      return { jwt, expiresAt: expiresAtSeconds * 1000 };
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
