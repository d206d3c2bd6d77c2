// Shared presentational components, the form primitive and the data table.
export {
  DataTable,
  type DataTableColumn,
  type DataTableFilter,
  type FetchPage,
  type PageRequest,
  type RowAction,
} from './data-table';
export { CredentialsForm, useSchemaForm } from './form';
export { StatusMessage } from './status-message';
export { ZynoMark, ZynoWordmark } from './zyno-logo';
