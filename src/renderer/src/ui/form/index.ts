// Forms over @mantine/form and the shared zod schemas (docs/web-app-forms-and-tables.md).
export { CredentialsForm } from './credentials-form';
export { useSchemaForm } from './use-schema-form';
