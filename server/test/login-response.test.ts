// The login response as the sign-in and renewal routes write it (auth/sign-in-response.ts): the
// fields the route built and the identity's kept JSON, nothing else, readable by the shared schema.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginResponseSchema, type LoginResponse } from '@shared/auth/sign-in';
import { toIdentity } from '../src/auth/identity';
import { loginResponseSerializer } from '../src/auth/sign-in-response';

const accountId = randomUUID();
const identity = toIdentity(
  accountId,
  JSON.stringify({
    id: accountId,
    email: 'ava.admin@harbor.example',
    firstName: 'Ava',
    lastName: 'Admin',
    avatarId: null,
    isSysAdmin: false,
    authMech: ['password'],
    tenants: [
      { id: randomUUID(), name: 'Harbor "Coffee"', isFavorite: true, isAdmin: true, apps: ['pos'] },
    ],
  }),
);

const answer: LoginResponse = {
  jwt: 'header.claims.signature',
  expiresAt: 1_800_000_000_000,
  rememberMeExpiresAt: null,
  impersonatorTenantId: null,
  identity,
};

describe('login response serializer', () => {
  it('writes the answer the shared schema reads back, identity included', () => {
    const written = loginResponseSerializer()(answer);
    expect(loginResponseSchema.parse(JSON.parse(written))).toEqual(answer);
  });

  it('adds the sign-in notice when there is one, and nothing the schema does not name', () => {
    const notice = {
      failedAttempts: 3,
      refusedWhilePaused: 1,
      lastFailedAt: new Date(0).toISOString(),
    };
    const withExtra = { ...answer, signInNotice: notice, token: 'refresh-secret' } as LoginResponse;
    const written: unknown = JSON.parse(loginResponseSerializer()(withExtra));
    expect(written).toEqual({ ...answer, signInNotice: notice });
    expect(loginResponseSchema.parse(written)).toEqual({ ...answer, signInNotice: notice });
  });
});
