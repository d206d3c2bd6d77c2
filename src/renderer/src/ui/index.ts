// Shared presentational components, the form primitive and the data table.
export { CredentialsForm, useSchemaForm, type SchemaForm } from './form';
export { StatusMessage } from './status-message';
export { ZynoMark, ZynoWordmark } from './zyno-logo';
