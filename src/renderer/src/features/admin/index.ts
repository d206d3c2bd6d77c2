// Admin's public face: its declaration (routes, titles, the layout with its navigation), and the
// slot app/ fills with the fingerprint dialog a user's page opens (users/fingerprints-slot.tsx).
export { adminApp } from './routes';
export { FingerprintsDialogProvider } from './users/fingerprints-slot';
