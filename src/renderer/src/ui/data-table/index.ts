// The data table: one list component for every app (docs/web-app-forms-and-tables.md).
export { DataTable, type DataTableProps } from './data-table';
export { DATA_TABLE_MESSAGES, type DataTableMessages } from './messages';
export type { DataTableColumn, DataTableFilter, FetchPage, PageRequest, RowAction } from './types';
