// The CRM's contacts as the till uses them (src/shared/crm/contacts.ts): search as the cashier
// types, and add a new customer on the spot.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  CONTACT_PATHS,
  contactSchema,
  contactsPageSchema,
  type Contact,
  type ContactDraft,
} from '@shared/crm/contacts';
import type { Page } from '@shared/paging';
import { type HttpClient } from '../../../api';
import { useSuiteApi } from '../../../lib/use-suite-api';

/** How many matches the till shows: enough to pick from, few enough to scan by eye. */
const CUSTOMER_MATCHES = 8;

export interface CustomersApi {
  search(q: string, signal?: AbortSignal): Promise<Page<Contact>>;
  create(draft: ContactDraft): Promise<Contact>;
}

export function createCustomersApi(client: HttpClient): CustomersApi {
  return {
    search: (q, signal) => {
      const query = new URLSearchParams({ q, limit: String(CUSTOMER_MATCHES) });
      return client.get(
        `${CONTACT_PATHS.contacts}?${query.toString()}`,
        contactsPageSchema,
        signal,
      );
    },
    create: (draft) => client.post(CONTACT_PATHS.contacts, draft, contactSchema),
  };
}

export function useCustomersApi(): CustomersApi {
  return useSuiteApi(createCustomersApi);
}

/** The tenant's contacts: a contact added here refreshes every search. */
export function contactsKey(tenantId: string) {
  return [tenantId, 'crm', 'contacts'] as const;
}

export function customerSearchQuery(api: CustomersApi, tenantId: string, q: string) {
  return queryOptions({
    queryKey: [...contactsKey(tenantId), 'search', q] as const,
    queryFn: ({ signal }) => api.search(q, signal),
    enabled: q !== '',
    // The previous matches stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}
