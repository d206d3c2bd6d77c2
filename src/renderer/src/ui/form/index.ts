// Forms over the shared zod schemas (docs/web-app-forms-and-tables.md): useSchemaForm over
// @mantine/form, useTextFieldsForm for the sign-in steps' text fields without it.
export { CredentialsForm } from './credentials-form';
export { useSchemaForm } from './use-schema-form';
export { useTextFieldsForm } from './use-text-fields-form';
