// The server as an OpenID Connect client (openid-client 6) of an identity provider: discovery,
// the authorization URL (PKCE S256, state, nonce) and the code exchange, with the provider's
// answers turned into the API's errors. Discovered configurations are cached for a while.
import * as client from 'openid-client';
import { ApiError } from '../http/errors';
import { ssoFailed } from './sso-errors';

/** An identity provider as the client sees it. */
export interface OidcTarget {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `sso_identities.issuer` for identities of this provider. */
  identityIssuer: string;
}

/** What the authorization request needs remembered until the provider answers. */
export interface AuthorizationRequest {
  authorizeUrl: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** The verified ID token claims of a signed-in user. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

const SCOPE = 'openid email profile';
const DISCOVERY_TIMEOUT_SECONDS = 5;
const CACHE_LIFETIME_MS = 10 * 60 * 1000;

function providerUnreachable(issuer: string, cause: unknown): ApiError {
  const why = cause instanceof Error ? cause.message : String(cause);
  return new ApiError(
    502,
    'identity_provider_unreachable',
    `The identity provider at ${issuer} cannot be reached or did not answer as an OpenID provider (${why}).`,
  );
}

function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
  );
}

export interface RelyingParty {
  /** Throws 502 identity_provider_unreachable when discovery fails. */
  configuration(target: OidcTarget): Promise<client.Configuration>;
  authorizationRequest(
    target: OidcTarget,
    options: { redirectUri: string; loginHint?: string },
  ): Promise<AuthorizationRequest>;
  /** Exchanges the code; throws sso_failed (exchange_failed) or 502 when the provider is down. */
  exchangeCode(
    target: OidcTarget,
    response: {
      redirectUri: string;
      code: string;
      state: string;
      iss: string | undefined;
      codeVerifier: string;
      nonce: string;
    },
  ): Promise<ProviderIdentity>;
}

export function createRelyingParty(): RelyingParty {
  const cache = new Map<string, { configuration: client.Configuration; at: number }>();

  async function configuration(target: OidcTarget): Promise<client.Configuration> {
    const key = JSON.stringify([target.issuer, target.clientId, target.clientSecret]);
    const cached = cache.get(key);
    if (cached !== undefined && Date.now() - cached.at < CACHE_LIFETIME_MS) {
      return cached.configuration;
    }
    let issuerUrl: URL;
    try {
      issuerUrl = new URL(target.issuer);
    } catch (error) {
      throw providerUnreachable(target.issuer, error);
    }
    try {
      const discovered = await client.discovery(
        issuerUrl,
        target.clientId,
        undefined,
        client.ClientSecretPost(target.clientSecret),
        {
          timeout: DISCOVERY_TIMEOUT_SECONDS,
          // Plain http only for the local provider on http and providers on loopback (setup
          // accepts no other http issuer); openid-client marks the option deprecated to flag it.
          // eslint-disable-next-line @typescript-eslint/no-deprecated
          execute: issuerUrl.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        },
      );
      cache.set(key, { configuration: discovered, at: Date.now() });
      return discovered;
    } catch (error) {
      throw providerUnreachable(target.issuer, error);
    }
  }

  return {
    configuration,

    async authorizationRequest(target, { redirectUri, loginHint }) {
      const config = await configuration(target);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      };
      if (loginHint !== undefined) parameters.login_hint = loginHint;
      const url = client.buildAuthorizationUrl(config, parameters);
      return { authorizeUrl: url.href, state, codeVerifier, nonce };
    },

    async exchangeCode(target, response) {
      const config = await configuration(target);
      // The callback URL as the provider sent it; the issuer identifier (RFC 9207), when the
      // client did not pass it on, is the one this state was issued for.
      const callbackUrl = new URL(response.redirectUri);
      callbackUrl.searchParams.set('code', response.code);
      callbackUrl.searchParams.set('state', response.state);
      if (config.serverMetadata().authorization_response_iss_parameter_supported === true) {
        callbackUrl.searchParams.set('iss', response.iss ?? config.serverMetadata().issuer);
      }
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: response.codeVerifier,
          expectedState: response.state,
          expectedNonce: response.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (claims === undefined) throw new Error('The provider answered no ID token.');
        return toIdentity(claims);
      } catch (error) {
        if (error instanceof client.ResponseBodyError) {
          throw ssoFailed('exchange_failed', {
            error: error.error,
            ...(error.error_description === undefined
              ? {}
              : { error_description: error.error_description }),
          });
        }
        if (isNetworkFailure(error)) throw providerUnreachable(target.issuer, error);
        throw ssoFailed('exchange_failed', {
          error: 'invalid_response',
          error_description: error instanceof Error ? error.message : String(error),
        });
      }
    },
  };
}

function stringClaim(claims: client.IDToken, name: string): string | null {
  const value = claims[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

function toIdentity(claims: client.IDToken): ProviderIdentity {
  // Microsoft Entra ID may leave out `email`; its preferred_username is the sign-in address.
  const preferred = stringClaim(claims, 'preferred_username');
  const email =
    stringClaim(claims, 'email') ??
    (preferred !== null && preferred.includes('@') ? preferred : null);
  return {
    subject: claims.sub,
    email: email?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    givenName: stringClaim(claims, 'given_name'),
    familyName: stringClaim(claims, 'family_name'),
  };
}
