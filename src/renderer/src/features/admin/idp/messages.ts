// Texts of the Identity Provider screen: connecting Microsoft, Google or the server's built-in
// provider for single sign-on, its state, unlinking, and importing the provider's users.
import type { IdpProvider } from '@shared/sso/idp';

export const IDP_MESSAGES = {
  providers: {
    microsoft: 'Microsoft Entra ID',
    google: 'Google Workspace',
    local: 'Built-in identity provider',
  } satisfies Record<IdpProvider, string>,
  providerDescriptions: {
    microsoft: 'Staff sign in with their Microsoft 365 work account.',
    google: 'Staff sign in with their Google Workspace account.',
    local:
      'This server’s own sign-in page. It stands in for Microsoft and Google while you try single sign-on.',
  } satisfies Record<IdpProvider, string>,
  stateTitle: 'Single sign-on',
  notConnected: 'Not connected',
  settingUp: 'Setting up',
  connected: 'Connected',
  notConnectedText:
    'Staff sign in with a password. Connect Microsoft or Google so they sign in with their work account instead.',
  settingUpText: (provider: string) =>
    `The connection to ${provider} waits for one sign-in there to prove it works.`,
  connectedSince: (date: string) => `Since ${date}`,
  domainsLabel: 'E-mail domains',
  issuerLabel: 'Issuer',
  clientIdLabel: 'Client ID',
  redirectUrisLabel: 'Redirect URIs registered at the provider',
  connect: 'Connect',
  startAgain: 'Start again',
  cancelSetup: 'Cancel setup',
  unlink: 'Unlink',
  loadFailed: 'The identity provider could not be loaded.',
  retry: 'Try again',
  connectTitle: 'Connect an identity provider',
  providerLabel: 'Provider',
  domainsField: 'E-mail domains',
  domainsDescription:
    'People whose e-mail address ends in these domains sign in here. Separate several with commas.',
  domainsPlaceholder: 'harbor.example',
  domainsRequired: 'Give at least one e-mail domain.',
  badDomain: (domain: string) => `${domain} is not a domain such as harbor.example.`,
  issuerField: 'Issuer URL',
  microsoftIssuerDescription:
    'https://login.microsoftonline.com/{your directory (tenant) ID}/v2.0, from the app registration in Entra ID.',
  googleIssuerDescription: 'Leave empty for Google’s own (https://accounts.google.com).',
  issuerRequired: 'Enter the issuer URL.',
  clientIdField: 'Client ID',
  clientIdRequired: 'Enter the client ID.',
  clientSecretField: 'Client secret',
  clientSecretRequired: 'Enter the client secret.',
  redirectHint: (uri: string) => `Register ${uri} as a redirect URI of the app at the provider.`,
  cancel: 'Cancel',
  connectButtons: { cancel: 'Cancel', submit: 'Continue at the provider' },
  waitingTitle: 'Waiting for the sign-in at the provider…',
  waitingText: 'Sign in once in the window that opened, to prove the connection works.',
  blockedText: 'Your browser blocked the sign-in window.',
  openWindow: 'Open the sign-in window',
  connectFailedTitle: 'The connection was not made',
  connectedNotice: (provider: string) => `Single sign-on with ${provider} is connected.`,
  unlinkDialog: {
    title: 'Unlink the identity provider?',
    close: 'Cancel',
    question: (provider: string) => `Unlink ${provider}?`,
    consequences:
      'People of its domains who have no password can no longer sign in until you connect a provider again. Their accounts stay.',
    keep: 'Keep it',
    confirm: 'Unlink',
    failed: 'The identity provider was not unlinked',
    done: (provider: string) => `${provider} was unlinked.`,
  },
  directoryTitle: 'People at the provider',
  directoryText:
    'Matched by e-mail address with the people of this tenant. Import adds the matched ones as members who sign in with single sign-on.',
  directoryTableLabel: 'People at the identity provider',
  name: 'Name',
  email: 'E-mail',
  match: 'Match',
  matched: 'Matched',
  member: 'Already a member',
  outside: 'Outside your domains',
  hasAccount: 'Has an account',
  newAccount: 'New account',
  counts: (matched: number, members: number, outside: number) =>
    `${matched} matched · ${members} already members · ${outside} outside your domains`,
  importMatched: (count: number) =>
    count === 1 ? 'Import 1 matched person' : `Import ${count} matched people`,
  nothingToImport: 'Everyone matched is a member already.',
  imported: (imported: number, invited: number) =>
    [
      imported === 1 ? '1 person was added.' : `${imported} people were added.`,
      invited === 0
        ? ''
        : invited === 1
          ? '1 person whose account another tenant manages was invited.'
          : `${invited} people whose accounts other tenants manage were invited.`,
    ]
      .filter((part) => part !== '')
      .join(' '),
  importedTitle: 'Import finished',
  directoryEmpty: 'The provider lists nobody.',
} as const;
