// The user's page opens the fingerprint dialog of another feature (features/fingerprints), and
// features never import each other: app/ fills this slot with that dialog (app/providers.tsx).
// Without it (tests, a build without fingerprints) the page offers no fingerprint management.
import { createContext, use, type ReactNode } from 'react';

export interface FingerprintsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The staff member whose fingerprints the admin enrolls or deletes. */
  accountId: string;
}

export type RenderFingerprintsDialog = (props: FingerprintsDialogProps) => ReactNode;

const FingerprintsDialogSlot = createContext<RenderFingerprintsDialog | null>(null);

export function FingerprintsDialogProvider({
  render,
  children,
}: {
  render: RenderFingerprintsDialog;
  children: ReactNode;
}) {
  return <FingerprintsDialogSlot value={render}>{children}</FingerprintsDialogSlot>;
}

/** Renders the dialog app/ put in the slot; null when there is none. */
export function useFingerprintsDialog(): RenderFingerprintsDialog | null {
  return use(FingerprintsDialogSlot);
}
