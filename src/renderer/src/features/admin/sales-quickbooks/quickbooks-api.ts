// The QuickBooks integration (src/shared/sales/quickbooks.ts) as server state: the account
// mapping and a range's journal under [tenantId, 'quickbooks'], and the journal as a file.
import { queryOptions } from '@tanstack/react-query';
import {
  accountMappingResponseSchema,
  journalSchema,
  QUICKBOOKS_PATHS as PATHS,
  type AccountMapping,
  type AccountMappingResponse,
  type Journal,
  type JournalFormat,
} from '@shared/sales/quickbooks';
import { type HttpClient } from '../../../api';
import { useSuiteApi } from '../../../lib/use-suite-api';
import type { DayRange } from '../../../ui/day-range-input';

/** The shop's days a journal covers. */
export type JournalRange = DayRange;

export interface QuickbooksApi {
  mapping(signal?: AbortSignal): Promise<AccountMappingResponse>;
  saveMapping(mapping: AccountMapping): Promise<AccountMappingResponse>;
  journal(range: JournalRange, signal?: AbortSignal): Promise<Journal>;
  exportFile(range: JournalRange, format: JournalFormat): Promise<Blob>;
}

function createQuickbooksApi(client: HttpClient): QuickbooksApi {
  return {
    mapping: (signal) => client.get(PATHS.mapping, accountMappingResponseSchema, signal),
    saveMapping: (mapping) =>
      client.request(
        { method: 'PUT', path: PATHS.mapping, body: mapping },
        accountMappingResponseSchema,
      ),
    journal: (range, signal) =>
      client.get(
        `${PATHS.journal}?${new URLSearchParams({ ...range }).toString()}`,
        journalSchema,
        signal,
      ),
    exportFile: (range, format) =>
      client.download({
        method: 'GET',
        path: `${PATHS.export}?${new URLSearchParams({ ...range, format }).toString()}`,
      }),
  };
}

export function useQuickbooksApi(): QuickbooksApi {
  return useSuiteApi(createQuickbooksApi);
}

export function quickbooksKey(tenantId: string) {
  return [tenantId, 'quickbooks'] as const;
}

export function mappingQuery(api: QuickbooksApi, tenantId: string) {
  return queryOptions({
    queryKey: [...quickbooksKey(tenantId), 'mapping'] as const,
    queryFn: ({ signal }) => api.mapping(signal),
  });
}

export function journalQuery(api: QuickbooksApi, tenantId: string, range: JournalRange) {
  return queryOptions({
    queryKey: [...quickbooksKey(tenantId), 'journal', range] as const,
    queryFn: ({ signal }) => api.journal(range, signal),
  });
}

/** The file name the server gives the export, for the browser's download. */
export function exportFileName(range: JournalRange, format: JournalFormat): string {
  const days = range.from === range.to ? range.from : `${range.from}-to-${range.to}`;
  return `sales-journal-${days}.${format}`;
}
