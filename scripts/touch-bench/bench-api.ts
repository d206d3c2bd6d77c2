// The few calls of the auth family the touch benchmark makes, over real HTTP as Zyno Desktop
// makes them, each answer parsed with the shared contract: sign-in by password, adding staff,
// enrolling a fingerprint, registering the install, and the timed touch sign-in (auth-fp).
import {
  accountSchema,
  ACCOUNTS_PATHS,
  type CreateAccountRequest,
} from '@shared/accounts/accounts';
import { apiErrorBodySchema } from '@shared/api-error';
import { API_HEADERS, bearer } from '@shared/api-headers';
import { AUTH_PATHS, loginResponseSchema, type LoginResponse } from '@shared/auth/sign-in';
import {
  FINGERPRINT_PATHS,
  fingerprintSchema,
  type EnrollFingerprintRequest,
} from '@shared/fingerprints/fingerprints';
import type { Handshake } from '@shared/installs/handshake';
import { INSTALLS_PATHS, installSchema, type Install } from '@shared/installs/installs';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';

/** A signed-in member acting in one tenant. */
export interface TenantSession {
  jwt: string;
  tenantId: string;
}

export type TouchAnswer = { ok: true; email: string } | { ok: false; code: string };

interface Call {
  body: unknown;
  session?: TenantSession;
}

function post(server: string, path: string, { body, session }: Call): Promise<Response> {
  return fetch(`${server}${API_FAMILY_PREFIXES.auth}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session === undefined
        ? {}
        : {
            [API_HEADERS.authorization]: bearer(session.jwt),
            [API_HEADERS.tenantId]: session.tenantId,
          }),
    },
    body: JSON.stringify(body),
  });
}

/** The answer's JSON when its status is `expected`; otherwise an error naming the call. */
async function expectStatus(response: Response, expected: number, what: string): Promise<unknown> {
  const body: unknown = await response.json();
  if (response.status !== expected) {
    throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return body;
}

export async function signInWithPassword(
  server: string,
  email: string,
  password: string,
  tenantName: string,
): Promise<TenantSession> {
  const response = await post(server, AUTH_PATHS.passwordLogin, {
    body: { browserId: 'touch-bench-browser', email, password, rememberMe: false },
  });
  const login = loginResponseSchema.parse(
    await expectStatus(response, 200, `password sign-in of ${email}`),
  );
  const tenant = login.identity.tenants.find((candidate) => candidate.name === tenantName);
  if (tenant === undefined) throw new Error(`${email} is not a member of ${tenantName}.`);
  return { jwt: login.jwt, tenantId: tenant.id };
}

/** Adds a member to the admin's tenant; resolves to the new account's id. */
export async function createAccount(
  server: string,
  admin: TenantSession,
  account: CreateAccountRequest,
): Promise<string> {
  const response = await post(server, ACCOUNTS_PATHS.accounts, { body: account, session: admin });
  return accountSchema.parse(await expectStatus(response, 201, `adding ${account.email}`)).id;
}

export async function enrollFingerprint(
  server: string,
  session: TenantSession,
  enrollment: EnrollFingerprintRequest,
): Promise<void> {
  const response = await post(server, FINGERPRINT_PATHS.enrollFingerprint, {
    body: enrollment,
    session,
  });
  fingerprintSchema.parse(await expectStatus(response, 201, 'enrolling a fingerprint'));
}

export async function registerInstall(
  server: string,
  admin: TenantSession,
  handshake: Handshake,
  name: string,
): Promise<Install> {
  const response = await post(server, INSTALLS_PATHS.installs, {
    body: { handshake, name, capabilities: ['fingerprintReader'] },
    session: admin,
  });
  return installSchema.parse(await expectStatus(response, 201, 'registering the install'));
}

/** POST /installs/auth-fp: who the touch signed in, or the error code it was refused with. */
export async function signInWithTouch(
  server: string,
  touch: { handshake: Handshake; fmd: string; hint?: string },
): Promise<TouchAnswer> {
  const response = await post(server, INSTALLS_PATHS.authFingerprint, { body: touch });
  const body: unknown = await response.json();
  if (response.status === 200) {
    const login: LoginResponse = loginResponseSchema.parse(body);
    return { ok: true, email: login.identity.email };
  }
  const refused = apiErrorBodySchema.safeParse(body);
  return { ok: false, code: refused.success ? refused.data.error.code : `HTTP ${response.status}` };
}
