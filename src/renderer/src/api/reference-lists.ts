// The fifteen reference lists of spec §3, fetched from whichever family serves each one
// (src/shared/reference-lists/reference-lists.ts). A list the caller may not read (403) is an empty list.
import {
  REFERENCE_LISTS,
  referenceListResponseSchema,
  type ApiFamily,
  type ReferenceItem,
  type ReferenceListName,
} from '@shared/reference-lists/reference-lists';
import { isApiError } from './api-error';
import type { HttpClient } from './http-client';

export interface ReferenceListsApi {
  list<Name extends ReferenceListName>(
    name: Name,
    signal?: AbortSignal,
  ): Promise<ReferenceItem<Name>[]>;
}

export function createReferenceListsApi(clients: Record<ApiFamily, HttpClient>): ReferenceListsApi {
  return {
    list: async (name, signal) => {
      const { family, path } = REFERENCE_LISTS[name];
      try {
        return await clients[family].get(path, referenceListResponseSchema(name), signal);
      } catch (error) {
        if (isApiError(error) && error.status === 403) return [];
        throw error;
      }
    },
  };
}
