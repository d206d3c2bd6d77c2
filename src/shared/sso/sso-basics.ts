// What the login page needs of single sign-on before the contract's schemas (sso.ts) are fetched:
// the page the popup returns to, and what a failed sign-on says (spec §8).

/** The web app's return page of the single sign-on popup (spec §2). */
export const SSO_RETURN_PAGE = '/login/callback';

/** Spec §8 texts for a failed single sign-on. */
export const SSO_MESSAGES = {
  missingCallbackParameters: 'Missing callback parameters',
  missingCode: 'Missing code parameter',
} as const;

/** Spec §8: 'SSO error: {error}: {error_description}'. */
export function ssoProviderErrorMessage(error: string, description: string | undefined): string {
  return `SSO error: ${error}: ${description ?? ''}`;
}
