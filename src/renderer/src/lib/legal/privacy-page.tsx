// The privacy policy (/legal/privacy), linked from the login page.
import { LEGAL_PATHS } from './legal-paths';
import { LegalPage } from './legal-page';
import { PRIVACY_POLICY, TERMS_OF_USE } from './legal-texts';

export function PrivacyPage() {
  return (
    <LegalPage
      document={PRIVACY_POLICY}
      other={{ title: TERMS_OF_USE.title, path: LEGAL_PATHS.terms }}
    />
  );
}
