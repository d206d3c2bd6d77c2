// Shared presentational components, the form primitive and the data table.
export {
  DATA_TABLE_MESSAGES,
  DataTable,
  type DataTableColumn,
  type DataTableFilter,
  type DataTableMessages,
  type DataTableProps,
  type FetchPage,
  type PageRequest,
  type RowAction,
} from './data-table';
export { CredentialsForm, useSchemaForm, type SchemaForm } from './form';
export { StatusMessage } from './status-message';
export { ZynoMark, ZynoWordmark } from './zyno-logo';
