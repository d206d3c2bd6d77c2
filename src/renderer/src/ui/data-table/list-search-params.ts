// A list's sort and filters as the URL's search params (`?sort=-name&status=active`), so a list
// can be bookmarked, shared and restored with Back. Unknown params are left as they are.
import { parseSortKey, sortKey, type SortOrder } from '@shared/paging';

export const SORT_PARAM = 'sort';

export interface ListParams {
  sort: SortOrder | null;
  filters: Record<string, string>;
}

/** The sort (only of a sortable column) and the non-empty values of the given filters. */
export function readListParams(
  params: URLSearchParams,
  sortable: readonly string[],
  filterIds: readonly string[],
): ListParams {
  const sort = parseSortKey(params.get(SORT_PARAM));
  const filters: Record<string, string> = {};
  for (const id of filterIds) {
    const value = params.get(id);
    if (value !== null && value !== '') filters[id] = value;
  }
  return { sort: sort !== null && sortable.includes(sort.column) ? sort : null, filters };
}

export function withSort(params: URLSearchParams, sort: SortOrder | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort === null) next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, sortKey(sort));
  return next;
}

export function withFilter(params: URLSearchParams, id: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '') next.delete(id);
  else next.set(id, value);
  return next;
}

/** A page request as the list call's query: the chosen filters, the sort key and the cursor. */
export function pageQuery(request: {
  sort: SortOrder | null;
  filters: Readonly<Record<string, string>>;
  cursor: string | undefined;
}): Record<string, string> {
  const query: Record<string, string> = { ...request.filters };
  if (request.sort !== null) query.sort = sortKey(request.sort);
  if (request.cursor !== undefined) query.cursor = request.cursor;
  return query;
}
