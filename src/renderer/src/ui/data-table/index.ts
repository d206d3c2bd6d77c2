// The data table: one list component for every app (docs/web-app-forms-and-tables.md).
export { DataTable } from './data-table';
export { pageQuery } from './list-search-params';
export type { DataTableColumn, DataTableFilter, FetchPage, PageRequest, RowAction } from './types';
