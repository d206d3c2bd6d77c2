// Forms over @mantine/form and the shared zod schemas (docs/web-app-forms-and-tables.md).
export { CredentialsForm, type CredentialsFormProps } from './credentials-form';
export { useSchemaForm, type SchemaForm, type SchemaFormOptions } from './use-schema-form';
