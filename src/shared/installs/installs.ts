// Contracts of the installs rows of the auth family (spec §3 Install, §7): registering a desktop
// install to a tenant, listing and revoking installs, detecting an install from its handshake,
// and signing staff in at an install with username + PIN/password or a fingerprint.
import * as z from 'zod/mini';
import {
  accountIdSchema,
  installIdSchema,
  lineText,
  typedUsernameSchema,
  tenantIdSchema,
} from '../fields';
import { fmdSchema } from '../fingerprints/fingerprints';
import { handshakeSchema } from './handshake';

export const INSTALLS_PATHS = {
  /** GET: the tenant's installs; POST: register one (tenant admin). */
  installs: '/installs',
  /** PUT: rename an install; DELETE: revoke it (tenant admin). */
  install: '/installs/:id',
  detectInstall: '/installs/detect-install',
  authCredentials: '/installs/auth-credentials',
  authFingerprint: '/installs/auth-fp',
  /** The short name older desktop builds used for authCredentials: same body, same answer. */
  deviceLogin: '/login/device',
} as const;

/** Spec §3: what an install can do beyond signing in. */
export const INSTALL_CAPABILITIES = ['fingerprintReader'] as const;
export type InstallCapability = (typeof INSTALL_CAPABILITIES)[number];

export const INSTALL_NAME_MAX_LENGTH = 100;

const uuid = z.uuid();
const isoTime = z.iso.datetime();

const installNameSchema = lineText().check(
  z.minLength(1, 'Enter a name for this station.'),
  z.maxLength(
    INSTALL_NAME_MAX_LENGTH,
    `The name is at most ${INSTALL_NAME_MAX_LENGTH} characters.`,
  ),
);

export const registerInstallRequestSchema = z.strictObject({
  handshake: handshakeSchema,
  name: installNameSchema,
  capabilities: z.pipe(
    z._default(
      z
        .array(z.enum(INSTALL_CAPABILITIES))
        .check(z.maxLength(8, 'capabilities lists at most 8 entries.')),
      [],
    ),
    z.transform((list: InstallCapability[]) => [...new Set(list)]),
  ),
});
export type RegisterInstallRequest = z.input<typeof registerInstallRequestSchema>;

/** An install as tenant admins see it. Times are ISO 8601; null when it never happened. */
export const installSchema = z.object({
  id: installIdSchema,
  tenantId: tenantIdSchema,
  tenantName: z.string(),
  name: z.string(),
  capabilities: z.array(z.enum(INSTALL_CAPABILITIES)),
  /** The administrator who registered it; null once that account is deleted. */
  registeredBy: z.nullable(z.object({ id: accountIdSchema, name: z.string() })),
  registeredAt: isoTime,
  lastSeenAt: z.nullable(isoTime),
  revokedAt: z.nullable(isoTime),
});
export type Install = z.infer<typeof installSchema>;

/** PUT /installs/{id}: a new name for a live install. */
export const renameInstallRequestSchema = z.strictObject({ name: installNameSchema });
export type RenameInstallRequest = z.infer<typeof renameInstallRequestSchema>;

export const installsResponseSchema = z.array(installSchema);

export const installIdParamsSchema = z.object({ id: uuid });

export const detectInstallRequestSchema = z.strictObject({ handshake: handshakeSchema });
export type DetectInstallRequest = z.infer<typeof detectInstallRequestSchema>;

/** Spec §3 Install: what detection answers. */
export const detectedInstallSchema = z.object({
  id: installIdSchema,
  tenantId: tenantIdSchema,
  tenantName: z.string(),
});
export type DetectedInstall = z.infer<typeof detectedInstallSchema>;

/** Username plus the 8-digit PIN or the web password, in `password` (spec §7). */
export const installCredentialsRequestSchema = z.strictObject({
  handshake: handshakeSchema,
  username: typedUsernameSchema.check(z.minLength(1, 'Enter your username.')),
  password: z
    .string()
    .check(
      z.minLength(1, 'Enter your PIN or password.'),
      z.maxLength(1024, 'The PIN or password is too long.'),
    ),
});
export type InstallCredentialsRequest = z.infer<typeof installCredentialsRequestSchema>;

/** A fingerprint touch: the template, and the username typed so far (the hint), if any. */
export const installFingerprintRequestSchema = z.strictObject({
  handshake: handshakeSchema,
  fmd: fmdSchema,
  hint: z.optional(z.nullable(typedUsernameSchema)),
});
export type InstallFingerprintRequest = z.infer<typeof installFingerprintRequestSchema>;

export { installBrowserId } from './install-browser-id';
