// The list's sort and filters, read from and written to the URL's search params (react-router).
// Changes replace the history entry: typing in a filter should not fill Back with keystrokes.
import type { SortOrder } from '@shared/paging';
import { useSearchParams } from 'react-router';
import { readListParams, withFilter, withSort, type ListParams } from './list-search-params';

export interface ListParamsControls extends ListParams {
  setSort: (sort: SortOrder | null) => void;
  setFilter: (id: string, value: string) => void;
}

export function useListParams(
  sortable: readonly string[],
  filterIds: readonly string[],
): ListParamsControls {
  const [params, setParams] = useSearchParams();
  return {
    ...readListParams(params, sortable, filterIds),
    setSort: (sort) => {
      setParams((previous) => withSort(previous, sort), { replace: true });
    },
    setFilter: (id, value) => {
      setParams((previous) => withFilter(previous, id, value), { replace: true });
    },
  };
}
