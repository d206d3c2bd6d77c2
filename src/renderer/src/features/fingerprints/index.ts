// Fingerprints: Manage Fingerprints (list, enrollment, removal).
export { ManageFingerprintsDialog } from './manage-fingerprints-dialog';
