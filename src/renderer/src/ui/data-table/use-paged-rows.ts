// Server-side paging over a cursor: the first page for the current sort and filters, then the
// next ones on demand (scrolling near the end, or "Load more"). A new sort or filter starts over.
import type { SortOrder } from '@shared/paging';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { FetchPage } from './types';

export interface PagedRowsOptions<Row> {
  /** The list's key (tenant id first); sort and filters are appended. */
  queryKey: QueryKey;
  fetchPage: FetchPage<Row>;
  sort: SortOrder | null;
  filters: Readonly<Record<string, string>>;
}

export function usePagedRows<Row>({ queryKey, fetchPage, sort, filters }: PagedRowsOptions<Row>) {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, 'list', { sort, filters }],
    queryFn: ({ pageParam, signal }) => fetchPage({ sort, filters, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.items);
  // The newest page knows best; a server that counts only once keeps its first answer.
  const total = pages.findLast((page) => page.total !== undefined)?.total;
  return { query, rows, total };
}
