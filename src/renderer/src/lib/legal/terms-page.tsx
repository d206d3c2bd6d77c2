// The terms of use (/legal/terms), linked from the login page.
import { LEGAL_PATHS } from './legal-paths';
import { LegalPage } from './legal-page';
import { PRIVACY_POLICY, TERMS_OF_USE } from './legal-texts';

export function TermsPage() {
  return (
    <LegalPage
      document={TERMS_OF_USE}
      other={{ title: PRIVACY_POLICY.title, path: LEGAL_PATHS.privacy }}
    />
  );
}
