// The API layer's public face: the error every call rejects with and the one way to word it, the
// families and their provider.
export { ApiError, isApiError, isServerUnreachable } from './api-error';
export { apiErrorText, UserFacingError } from './api-error-text';
export { validationIssues } from './validation-issues';
export {
  ApiProvider,
  SignInApiProvider,
  useApi,
  useSignInApi,
  type Api,
  type SignInApi,
} from './api-context';
export type { AccountsApi } from './accounts';
export type { AuthApi } from './auth';
export type { FingerprintsApi } from './fingerprints';
export type { InvitationsApi } from './invitations';
export type { ReferenceListsApi } from './reference-lists';
export type { RolesApi } from './roles';
export { createApi } from './create-api';
export type { HttpClient, RequestAuth } from './http-client';
export { deferredSignInApi } from './deferred-sign-in-api';
