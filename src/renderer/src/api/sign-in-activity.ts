// Sign-in activity (admin /admin/iam/sign-ins): one page of the tenant's sign-in attempts, and
// every attempt the filters select as a CSV file.
import {
  SIGN_IN_ACTIVITY_PATHS,
  signInActivityPageSchema,
  type SignInActivityFilters,
  type SignInActivityQuery,
  type SignInAttempt,
} from '@shared/sign-in-activity/sign-in-activity';
import type { Page } from '@shared/paging';
import type { HttpClient } from './http-client';

export interface SignInActivityApi {
  list(query: SignInActivityQuery, signal?: AbortSignal): Promise<Page<SignInAttempt>>;
  exportCsv(filters: SignInActivityFilters): Promise<Blob>;
}

/** `?a=1&b=2` of the parameters that have a value, or '' when none has. */
function queryString(parameters: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export function createSignInActivityApi(client: HttpClient): SignInActivityApi {
  return {
    list: (query, signal) =>
      client.request(
        { method: 'GET', path: `${SIGN_IN_ACTIVITY_PATHS.list}${queryString(query)}`, signal },
        signInActivityPageSchema,
      ),
    exportCsv: (filters) =>
      client.download({
        method: 'GET',
        path: `${SIGN_IN_ACTIVITY_PATHS.export}${queryString(filters)}`,
      }),
  };
}
