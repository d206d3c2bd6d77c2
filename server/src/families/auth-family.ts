// The auth API family (spec §7), mounted under API_FAMILY_PREFIXES.auth: authentication, single
// sign-on, installs, fingerprints, accounts, roles, MSP tenants, signed statements, sign-in
// activity, support requests, and channel authorisation for realtime.
import { accountsModule, inviteAccount } from '../accounts';
import type { FingerprintMatcherDependencies } from '../auth/fingerprint-matcher';
import { authenticationModule } from '../authentication';
import { fingerprintsModule } from '../fingerprints';
import type { ModuleDependencies } from '../http/module';
import { installsModule } from '../installs';
import { mspModule } from '../msp';
import { channelAuthRoute } from '../realtime/channel-auth-route';
import { rolesModule } from '../roles';
import { signModule } from '../sign';
import { signInActivityModule } from '../sign-in-activity';
import { ssoModule } from '../sso';
import { supportModule } from '../support';
import { composeFamily } from './compose';

/** What app.ts gives the auth family. */
type AuthFamilyDependencies = ModuleDependencies & FingerprintMatcherDependencies;

export const authFamily = composeFamily<
  AuthFamilyDependencies,
  { inviteAccount: typeof inviteAccount }
>(
  [
    authenticationModule,
    ssoModule,
    installsModule,
    fingerprintsModule,
    accountsModule,
    rolesModule,
    mspModule,
    signModule,
    signInActivityModule,
    supportModule,
    channelAuthRoute,
  ],
  // Single sign-on's directory import invites accounts another tenant manages.
  { inviteAccount },
);
