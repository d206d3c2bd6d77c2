// Texts of Manage Fingerprints; the spec's (§5) are verbatim.
import { DESKTOP_PRODUCT_NAME } from '@shared/product';

export const FINGERPRINT_MESSAGES = {
  title: 'Manage Fingerprints',
  notDesktop: `Please use ${DESKTOP_PRODUCT_NAME} to enroll fingerprints.`,
  noReader: `Please attach a fingerprint reader and restart ${DESKTOP_PRODUCT_NAME} to enroll fingerprints.`,
  confirmRemove: (finger: string) => `Are you sure you want to remove the ${finger} fingerprint?`,
  confirmRemoveTitle: 'Remove fingerprint',
  remove: 'Remove',
  removeLabel: (finger: string) => `Remove the ${finger} fingerprint`,
  keep: 'Keep it',
  removed: (finger: string) => `The ${finger} fingerprint was removed.`,
  enrolled: (finger: string) => `The ${finger} fingerprint is enrolled.`,
  empty: 'No fingerprints are enrolled yet. Enroll one to sign in at a station with a touch.',
  loading: 'Loading fingerprints',
  loadFailed: 'The fingerprints could not be loaded. Please try again.',
  retry: 'Try again',
  unassigned: 'Unassigned finger',
  enrolledOn: (date: string) => `Enrolled ${date}`,
  enroll: 'Enroll a finger',
  fingerLabel: 'Finger',
  fingerPlaceholder: 'Choose the finger to enroll',
  start: 'Start',
  cancel: 'Cancel',
  back: 'Back',
  pressPrompt: (finger: string) => `Press your ${finger} on the reader`,
  pressHint: 'Hold it still for a second, lift it, then press again.',
  progress: (done: number, total: number) => `${done} of ${total} presses`,
  saving: 'Saving the fingerprint…',
  sampleAlt: (index: number) => `Press ${index}`,
  readerGone: 'The fingerprint reader was unplugged. Plug it in again to go on.',
  enrollFailed: 'The fingerprint could not be saved. Please try again.',
  pressesRefused: (count: number) =>
    count === 1
      ? "That press didn't match the others. Press the same finger again."
      : `${count} presses didn't match the others. Press the same finger ${count} more times.`,
} as const;
