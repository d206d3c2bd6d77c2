// Contracts of the installs rows of the auth family (spec §3 Install, §7): registering a desktop
// install to a tenant, listing and revoking installs, detecting an install from its handshake,
// and signing staff in at an install with username + PIN/password or a fingerprint.
import { z } from 'zod';
import {
  accountIdSchema,
  installIdSchema,
  singleLineText,
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

const installNameSchema = singleLineText()
  .min(1, 'Enter a name for this station.')
  .max(INSTALL_NAME_MAX_LENGTH, `The name is at most ${INSTALL_NAME_MAX_LENGTH} characters.`);

export const registerInstallRequestSchema = z
  .object({
    handshake: handshakeSchema,
    name: installNameSchema,
    capabilities: z
      .array(z.enum(INSTALL_CAPABILITIES))
      .max(8, 'capabilities lists at most 8 entries.')
      .default([])
      .transform((list) => [...new Set(list)]),
  })
  .strict();
export type RegisterInstallRequest = z.input<typeof registerInstallRequestSchema>;

/** An install as tenant admins see it. Times are ISO 8601; null when it never happened. */
export const installSchema = z.object({
  id: installIdSchema,
  tenantId: tenantIdSchema,
  tenantName: z.string(),
  name: z.string(),
  capabilities: z.array(z.enum(INSTALL_CAPABILITIES)),
  /** The administrator who registered it; null once that account is deleted. */
  registeredBy: z.object({ id: accountIdSchema, name: z.string() }).nullable(),
  registeredAt: isoTime,
  lastSeenAt: isoTime.nullable(),
  revokedAt: isoTime.nullable(),
});
export type Install = z.infer<typeof installSchema>;

/** PUT /installs/{id}: a new name for a live install. */
export const renameInstallRequestSchema = z.object({ name: installNameSchema }).strict();
export type RenameInstallRequest = z.infer<typeof renameInstallRequestSchema>;

export const installsResponseSchema = z.array(installSchema);

export const installIdParamsSchema = z.object({ id: uuid });

export const detectInstallRequestSchema = z.object({ handshake: handshakeSchema }).strict();
export type DetectInstallRequest = z.infer<typeof detectInstallRequestSchema>;

/** Spec §3 Install: what detection answers. */
export const detectedInstallSchema = z.object({
  id: installIdSchema,
  tenantId: tenantIdSchema,
  tenantName: z.string(),
});
export type DetectedInstall = z.infer<typeof detectedInstallSchema>;

/** Username plus the 8-digit PIN or the web password, in `password` (spec §7). */
export const installCredentialsRequestSchema = z
  .object({
    handshake: handshakeSchema,
    username: typedUsernameSchema.min(1, 'Enter your username.'),
    password: z
      .string()
      .min(1, 'Enter your PIN or password.')
      .max(1024, 'The PIN or password is too long.'),
  })
  .strict();
export type InstallCredentialsRequest = z.infer<typeof installCredentialsRequestSchema>;

/** A fingerprint touch: the template, and the username typed so far (the hint), if any. */
export const installFingerprintRequestSchema = z
  .object({
    handshake: handshakeSchema,
    fmd: fmdSchema,
    hint: typedUsernameSchema.nullable().optional(),
  })
  .strict();
export type InstallFingerprintRequest = z.infer<typeof installFingerprintRequestSchema>;

/** The refresh sessions of install sign-ins are bound to this browser id (renewal sends it). */
export function installBrowserId(installId: string): string {
  return `install:${installId}`;
}
