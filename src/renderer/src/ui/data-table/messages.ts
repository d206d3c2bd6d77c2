// The data table's own texts; a screen may replace any of them (e.g. its own empty state).
export const DATA_TABLE_MESSAGES = {
  loading: 'Loading…',
  empty: 'Nothing here yet.',
  emptyFiltered: 'Nothing matches these filters.',
  failedTitle: 'The list could not be loaded',
  moreFailed: 'More rows could not be loaded.',
  retry: 'Try again',
  loadMore: 'Load more',
  actions: 'Actions',
  rowActions: (rowLabel: string) => `Actions for ${rowLabel}`,
  count: (shown: number, total: number | undefined) =>
    total === undefined ? `${shown} shown` : `${shown} of ${total}`,
  sortBy: (header: string) => `Sort by ${header}`,
  allOptions: 'All',
} as const;

/** A screen's texts may be any words, not only these. */
export type DataTableMessages = {
  readonly [
    Key in keyof typeof DATA_TABLE_MESSAGES
  ]: (typeof DATA_TABLE_MESSAGES)[Key] extends string ? string : (typeof DATA_TABLE_MESSAGES)[Key];
};
