// The local OpenID provider (oidc-provider 9) mounted at /oidc on the server's own origin: it
// stands in for Microsoft and Google, signs in the users of its directory on its own login page,
// stores its state in `oidc_payloads`, and keeps its keys and its one client's secret in
// `server_secrets`. Its issuer is the server's public URL, known once the server listens, so the
// provider is built on first use. Also decorates the app with `sso`, what the sign-in routes
// need: the server's URLs, the local provider as a client target, and the client side.
// oidc-provider ships no types; these declarations travel with every module importing it,
// whichever TypeScript project compiles it (the server's, or the e2e tests' that start it).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import Provider, { type Configuration, type OidcContext } from 'oidc-provider';
import { z } from 'zod';
import type { LoginRateLimit } from '../http/rate-limits';
import type { Database } from '../db/database';
import { createOidcAdapterFactory } from './oidc-adapter';
import { directoryClaims, findDirectoryUser } from './directory';
import { errorPage } from './provider-pages';
import { registerProviderLoginPage } from './provider-login-page';
import { createRelyingParty, type OidcTarget, type RelyingParty } from './relying-party';
import { LOCAL_IDENTITY_ISSUER } from './local-identity-issuer';
import { loadOrCreateServerSecret } from '../db/server-secrets';
import { allRedirectUris, OIDC_MOUNT, resolveServerUrls, type ServerUrls } from './server-urls';

/** The one client registered at the local provider: Zyno itself. */
const LOCAL_CLIENT_ID = 'zyno';

const SECRET_NAMES = {
  cookieKey: 'oidc.cookie-key',
  signingKey: 'oidc.signing-jwk',
  clientSecret: 'oidc.client-secret',
} as const;

/** What the single sign-on routes use; `app.sso`. */
export interface SingleSignOn {
  /** The server's origins and the provider's issuer; throws until the server listens. */
  urls(): ServerUrls;
  /** The local provider as seen by the server's client. */
  localTarget(): Promise<OidcTarget>;
  relyingParty: RelyingParty;
}

declare module 'fastify' {
  interface FastifyInstance {
    sso: SingleSignOn;
  }
}

export interface IdentityProviderOptions {
  database: Database;
  /** The server's public URL (ZYNO_PUBLIC_URL); else the address it listens on. */
  publicUrl?: string;
  loginRateLimit: LoginRateLimit;
}

interface Secrets {
  cookieKey: string;
  signingKey: Record<string, unknown>;
  clientSecret: string;
}

async function loadSecrets(database: Database): Promise<Secrets> {
  const [cookieKey, signingKey, clientSecret] = await Promise.all([
    loadOrCreateServerSecret(database, SECRET_NAMES.cookieKey, () =>
      randomBytes(32).toString('base64url'),
    ),
    loadOrCreateServerSecret(database, SECRET_NAMES.signingKey, () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      return JSON.stringify({
        ...privateKey.export({ format: 'jwk' }),
        kid: randomUUID(),
        alg: 'RS256',
        use: 'sig',
      });
    }),
    loadOrCreateServerSecret(database, SECRET_NAMES.clientSecret, () =>
      randomBytes(32).toString('base64url'),
    ),
  ]);
  return {
    cookieKey,
    signingKey: z.record(z.string(), z.unknown()).parse(JSON.parse(signingKey)),
    clientSecret,
  };
}

/** Zyno is a first-party client: its sign-ins need no consent screen. */
async function grantFirstPartyClient(ctx: OidcContext) {
  const { client, session, result, provider } = ctx.oidc;
  if (client === undefined || session?.accountId === undefined) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId !== undefined) {
    const existing = await provider.Grant.find(grantId);
    if (existing !== undefined) return existing;
  }
  const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

function providerConfiguration(
  database: Database,
  urls: ServerUrls,
  secrets: Secrets,
): Configuration {
  return {
    adapter: createOidcAdapterFactory(database),
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_secret: secrets.clientSecret,
        redirect_uris: allRedirectUris(urls),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: [secrets.cookieKey] },
    jwks: { keys: [secrets.signingKey] },
    async findAccount(_ctx, id) {
      const user = await findDirectoryUser(database, id);
      if (user === null) return undefined;
      return { accountId: user.id, claims: () => Promise.resolve(directoryClaims(user)) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    responseTypes: ['code'],
    // The ID token carries the e-mail and name, so the server needs no userinfo call.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx, interaction) => Promise.resolve(`${OIDC_MOUNT}/interaction/${interaction.uid}`),
    },
    loadExistingGrant: grantFirstPartyClient,
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
      Interaction: 10 * 60,
      Grant: 8 * 60 * 60,
      Session: 8 * 60 * 60,
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(out.error, out.error_description);
      return Promise.resolve();
    },
  };
}

export async function registerIdentityProvider(
  app: FastifyInstance,
  options: IdentityProviderOptions,
): Promise<void> {
  const { database } = options;
  let urls: ServerUrls | undefined;
  let built: Promise<{ provider: Provider; secrets: Secrets }> | undefined;

  function serverUrls(): ServerUrls {
    urls ??= resolveServerUrls(app.server.address(), options.publicUrl);
    return urls;
  }

  function local(): Promise<{ provider: Provider; secrets: Secrets }> {
    built ??= (async () => {
      const resolved = serverUrls();
      const secrets = await loadSecrets(database);
      const provider = new Provider(
        resolved.issuer,
        providerConfiguration(database, resolved, secrets),
      );
      // Behind a TLS-terminating proxy the public URL is https while requests arrive over http.
      provider.proxy = new URL(resolved.origin).protocol === 'https:';
      return { provider, secrets };
    })().catch((error: unknown) => {
      built = undefined;
      throw error;
    });
    return built;
  }

  const sso: SingleSignOn = {
    urls: serverUrls,
    async localTarget() {
      const { secrets } = await local();
      return {
        issuer: serverUrls().issuer,
        clientId: LOCAL_CLIENT_ID,
        clientSecret: secrets.clientSecret,
        identityIssuer: LOCAL_IDENTITY_ISSUER,
      };
    },
    relyingParty: createRelyingParty(),
  };
  app.decorate('sso', sso);

  // The provider's own endpoints: the raw request goes to oidc-provider, body unread.
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, parsed) => {
      parsed(null);
    });
    let handler: ReturnType<Provider['callback']> | undefined;
    scope.all(`${OIDC_MOUNT}/*`, async (request, reply) => {
      const { provider } = await local();
      handler ??= provider.callback();
      const raw: IncomingMessage & { originalUrl?: string } = request.raw;
      const url = raw.url ?? OIDC_MOUNT;
      raw.originalUrl = url;
      raw.url = url.slice(OIDC_MOUNT.length) || '/';
      reply.hijack();
      handler(raw, reply.raw);
    });
    done();
  });

  await registerProviderLoginPage(app, {
    database,
    loginRateLimit: options.loginRateLimit,
    provider: async () => (await local()).provider,
  });
}
