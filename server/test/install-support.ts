// Helpers for the install, handshake, fingerprint and lockout tests: an install's key pair and
// handshakes made the way Zyno Desktop's main process makes them (node:crypto, Ed25519),
// registering an install over real HTTP, synthetic ISO/IEC 19794-2:2005 templates, and a test
// fingerprint matcher that accepts exactly the enrolled bytes.
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { handshakeMessage, type Handshake } from '@shared/installs/handshake';
import { installSchema, type Install } from '@shared/installs/installs';
import { hashSecret } from '../src/auth/passwords';
import type { Database } from '../src/db/database';
import type { FingerprintMatcher } from '../src/fingerprints/matcher';
import { createRecordingPublisher } from '../src/realtime/publisher';
import type { AppOptions } from '../src/app';
import { AUTH, callApi, signIn, startHttpTestApp, type HttpTestApp } from './support';

export interface InstallKeys {
  /** SPKI DER, base64. */
  publicKey: string;
  privateKey: KeyObject;
}

export function createInstallKeys(): InstallKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    privateKey,
  };
}

/** A fresh handshake: now, a new 16-byte nonce, signed; each field may be overridden. */
export function makeHandshake(
  keys: InstallKeys,
  overrides: { timestamp?: number; nonce?: string } = {},
): Handshake {
  const unsigned = {
    publicKey: keys.publicKey,
    timestamp: overrides.timestamp ?? Date.now(),
    nonce: overrides.nonce ?? randomBytes(16).toString('base64url'),
  };
  const signature = sign(null, Buffer.from(handshakeMessage(unsigned), 'utf8'), keys.privateKey);
  return { ...unsigned, signature: signature.toString('base64') };
}

export interface InstallTestApp {
  server: HttpTestApp;
  realtime: ReturnType<typeof createRecordingPublisher>;
}

/** Sign-in limits high enough for a file of tests; publishing recorded. */
export async function startInstallTestApp(
  options: Partial<AppOptions> = {},
): Promise<InstallTestApp> {
  const realtime = createRecordingPublisher();
  const server = await startHttpTestApp({
    realtime,
    loginRateLimit: { max: 100_000, timeWindowMs: 60_000 },
    ...options,
  });
  return { server, realtime };
}

/** A POST to the auth family without sign-in (the install calls). */
export function post(server: HttpTestApp, path: string, body: unknown): Promise<Response> {
  return callApi(server, `${AUTH}${path}`, { body });
}

export interface Admin {
  jwt: string;
  tenantId: string;
  /** Sends the tenant as a masquerade tenant (system administrators, MSP staff). */
  masquerade?: boolean;
}

/** Ava Admin in Harbor Coffee. */
export async function harborAdmin(server: HttpTestApp): Promise<Admin> {
  const { login } = await signIn(server.app, 'ava.admin@harbor.example');
  const tenant = login.identity.tenants.find((candidate) => candidate.name === 'Harbor Coffee');
  if (tenant === undefined) throw new Error('Ava is not in Harbor Coffee.');
  return { jwt: login.jwt, tenantId: tenant.id };
}

/** The system administrator acting in `tenantName` (admin rights there, without membership). */
export async function sysAdminIn(server: HttpTestApp, tenantName: string): Promise<Admin> {
  const { login } = await signIn(server.app, 'sysadmin@zyno.example');
  const [row] = await server.database.query<{ id: string }>(
    'SELECT id FROM tenants WHERE name = $1',
    [tenantName],
  );
  if (row === undefined) throw new Error(`There is no tenant ${tenantName}.`);
  return { jwt: login.jwt, tenantId: row.id, masquerade: true };
}

export function adminCall(
  server: HttpTestApp,
  path: string,
  admin: Admin,
  call: { method?: string; body?: unknown } = {},
): Promise<Response> {
  return callApi(server, `${AUTH}${path}`, {
    jwt: admin.jwt,
    ...(admin.masquerade === true
      ? { masqueradeTenantId: admin.tenantId }
      : { tenantId: admin.tenantId }),
    ...call,
  });
}

/** Registers a new station (new keys) as `admin`; resolves to the install and its keys. */
export async function registerInstall(
  server: HttpTestApp,
  admin: Admin,
  options: { name?: string; capabilities?: string[] } = {},
): Promise<{ install: Install; keys: InstallKeys }> {
  const keys = createInstallKeys();
  const response = await adminCall(server, '/installs', admin, {
    body: {
      handshake: makeHandshake(keys),
      name: options.name ?? 'Front counter',
      ...(options.capabilities === undefined ? {} : { capabilities: options.capabilities }),
    },
  });
  if (response.status !== 201) {
    throw new Error(`Registration answered ${response.status}: ${await response.text()}`);
  }
  return { install: installSchema.parse(await response.json()), keys };
}

/** Adds a desktop user (username + PIN) managed by and a member of `tenantId`; resolves to its id. */
export async function addDesktopUser(
  database: Database,
  tenantId: string,
  user: { username: string; pin: string },
): Promise<string> {
  const [row] = await database.query<{ id: string }>(
    `INSERT INTO accounts
       (email, first_name, last_name, auth_mech, username, pin_hash, managing_tenant_id)
     VALUES ($1, 'Test', $2, ARRAY['pin'], $2, $3, $4) RETURNING id`,
    [`${user.username}@test.example`, user.username, await hashSecret(user.pin), tenantId],
  );
  if (row === undefined) throw new Error('The account was not stored.');
  await database.query('INSERT INTO memberships (account_id, tenant_id) VALUES ($1, $2)', [
    row.id,
    tenantId,
  ]);
  return row.id;
}

/**
 * A well-formed ISO/IEC 19794-2:2005 record with one finger view; `seed` varies the minutiae,
 * so different seeds give different templates.
 */
export function isoTemplateBytes(
  seed: number,
  options: { fingerPosition?: number; minutiae?: number } = {},
): Buffer {
  const minutiae = options.minutiae ?? 12;
  const length = 24 + 4 + minutiae * 6 + 2;
  const record = Buffer.alloc(length);
  record.write('FMR\0', 0, 'latin1');
  record.write(' 20\0', 4, 'latin1');
  record.writeUInt32BE(length, 8);
  record.writeUInt16BE(0, 12);
  record.writeUInt16BE(384, 14);
  record.writeUInt16BE(290, 16);
  record.writeUInt16BE(197, 18);
  record.writeUInt16BE(197, 20);
  record.writeUInt8(1, 22);
  record.writeUInt8(0, 23);
  let offset = 24;
  record.writeUInt8(options.fingerPosition ?? 7, offset);
  record.writeUInt8(0, offset + 1);
  record.writeUInt8(80, offset + 2);
  record.writeUInt8(minutiae, offset + 3);
  offset += 4;
  for (let index = 0; index < minutiae; index += 1) {
    const value = (seed * 7919 + index * 104_729) % 65_521;
    const type = index % 2 === 0 ? 0x4000 : 0x8000;
    record.writeUInt16BE(type | (value % 384), offset);
    record.writeUInt16BE((value * 31) % 290, offset + 2);
    record.writeUInt8(value % 256, offset + 4);
    record.writeUInt8(60 + (value % 40), offset + 5);
    offset += 6;
  }
  record.writeUInt16BE(0, offset);
  return record;
}

export function isoTemplate(
  seed: number,
  options: { fingerPosition?: number; minutiae?: number } = {},
): string {
  return isoTemplateBytes(seed, options).toString('base64');
}

/** Five samples of one finger: distinct templates. */
export function enrollmentSamples(seed: number): string[] {
  return [0, 1, 2, 3, 4].map((sample) => isoTemplate(seed * 10 + sample));
}

/** A matcher that accepts a probe equal, byte for byte, to one of a candidate's templates. */
export function exactTemplateMatcher(): FingerprintMatcher & { candidateCounts: number[] } {
  const candidateCounts: number[] = [];
  return {
    candidateCounts,
    identify(probe, candidates) {
      candidateCounts.push(candidates.length);
      const probeBytes = Buffer.from(probe);
      const match = candidates.find((candidate) =>
        candidate.templates.some((template) => Buffer.from(template).equals(probeBytes)),
      );
      return Promise.resolve(match === undefined ? null : { fingerprintId: match.id, score: 100 });
    },
  };
}

export interface AuditRow {
  account_id: string | null;
  email: string | null;
  username: string | null;
  method: string;
  result: string;
  channel: string;
  install_id: string | null;
}

/** The newest `n` audit rows, newest first. */
export function lastAudits(database: Database, n: number): Promise<AuditRow[]> {
  return database.query<AuditRow>(
    `SELECT account_id, email, username, method, result, channel, install_id
       FROM sign_in_audit ORDER BY id DESC LIMIT $1`,
    [n],
  );
}
