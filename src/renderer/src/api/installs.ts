// The installs rows of the auth family (spec §3 Install, §7): detecting this station from its
// handshake, signing staff in at it, and registering it to a tenant; the tenant's list, renaming
// and revoking (an admin's calls).
import type { Handshake } from '@shared/installs/handshake';
import { buildPath } from '@shared/paths';
import {
  detectedInstallSchema,
  installSchema,
  installsResponseSchema,
  INSTALLS_PATHS,
  type DetectedInstall,
  type Install,
  type InstallCredentialsRequest,
  type InstallFingerprintRequest,
  type RegisterInstallRequest,
  type RenameInstallRequest,
} from '@shared/installs/installs';
import type { HttpClient } from './http-client';
import { requestSession, type SessionCall } from './session-request';

export interface InstallsApi {
  /** 401 when the install is unknown or revoked. */
  detect(handshake: Handshake): Promise<DetectedInstall>;
  /** Username plus the PIN or web password; the login response of spec §3. */
  signInWithCredentials: SessionCall<InstallCredentialsRequest>;
  /** A fingerprint template (`fmd`), with the username typed so far as the hint. */
  signInWithFingerprint: SessionCall<InstallFingerprintRequest>;
  /** Registers the station to the caller's tenant (tenant admin). */
  register(request: RegisterInstallRequest): Promise<Install>;
  /** The tenant's installs, live first, then by name (tenant admin). */
  list(signal?: AbortSignal): Promise<Install[]>;
  rename(id: string, request: RenameInstallRequest): Promise<Install>;
  /** Ends the registration and every session signed in there. */
  revoke(id: string): Promise<void>;
}

export function createInstallsApi(client: HttpClient): InstallsApi {
  return {
    detect: (handshake) =>
      client.post(INSTALLS_PATHS.detectInstall, { handshake }, detectedInstallSchema),
    signInWithCredentials: (body) => requestSession(client, INSTALLS_PATHS.authCredentials, body),
    signInWithFingerprint: (body) => requestSession(client, INSTALLS_PATHS.authFingerprint, body),
    register: (body) => client.post(INSTALLS_PATHS.installs, body, installSchema),
    list: (signal) => client.get(INSTALLS_PATHS.installs, installsResponseSchema, signal),
    rename: (id, body) =>
      client.request(
        { method: 'PUT', path: buildPath(INSTALLS_PATHS.install, { id }), body },
        installSchema,
      ),
    revoke: (id) =>
      client.send({ method: 'DELETE', path: buildPath(INSTALLS_PATHS.install, { id }) }),
  };
}
