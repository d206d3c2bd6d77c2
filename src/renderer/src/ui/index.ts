// Shared presentational components and the form primitive. The data table is imported from
// ui/data-table (docs/web-app-forms-and-tables.md).
export { CredentialsForm, useSchemaForm, useTextFieldsForm } from './form';
export { DialogForm, FormButtons, FormDialog, NameForm, TargetDialog } from './form-dialog';
export { BackLink } from './back-link';
export { ConfirmButtons } from './confirm-buttons';
export { DimmedText } from './dimmed-text';
export { DiscardChangesDialog } from './discard-changes-dialog';
export { DownloadButton } from './download-button';
export { ErrorAlert } from './error-alert';
export { showSuccess } from './show-success';
export { FullPageCard } from './full-page-card';
export { LabelledIconButton } from './labelled-icon-button';
export { MutationButton } from './mutation-button';
export { SectionCard } from './section-card';
export { namedOptions, valueOptions } from './select-options';
export { ScreenTitleBar } from './screen-title-bar';
export { StatusIcon } from './status-icon';
export { rightAligned, TableHeader, type TableHeaderColumn } from './table-header';
export { PageStatusMessage, StatusMessage } from './status-message';
export { ZynoMark, ZynoWordmark } from './zyno-logo';
