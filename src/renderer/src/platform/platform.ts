// What features may ask about the environment the web app runs in; one implementation for a
// browser and one for Zyno Desktop, so no feature needs to know which it is running in.
import type { Handshake } from '@shared/installs/handshake';
import type { DetectedInstall } from '@shared/installs/installs';
import type { FingerprintEvent } from '@shared/desktop/fingerprint-event';
import type { BarcodeScan, ReceiptPrinterStatus } from '@shared/desktop/station-hardware';
import type { ReceiptDocument } from '@shared/sales/receipt';

export interface Platform {
  kind: 'web' | 'desktop';
  /** Spec §9 idle threshold: 15 minutes in a browser, 1.5 minutes in the desktop client. */
  idleTimeoutMs: number;
  /** Whether this is a development build (Zyno Desktop shows it in the login page footer). */
  isDevelopment(): Promise<boolean>;
  /** Whether a fingerprint reader is attached (always false in a browser). */
  hasFingerprintReader(): Promise<boolean>;
  /** What only Zyno Desktop can do; null in a browser. */
  desktop: DesktopServices | null;
}

/** Zyno Desktop's bridge calls (spec §7), every answer already checked against the contract. */
export interface DesktopServices {
  /** A fresh signed, single-use handshake proving this station's install key. */
  generateHandshake(): Promise<Handshake>;
  /** Opens the registration window; resolves when an admin registered the station or closed it. */
  launchRegistration(): Promise<{ outcome: 'registered' | 'cancelled' }>;
  /** Tells the main process the station is registered (it stores the install and re-detects). */
  performPostRegistrationTasks(install: DetectedInstall): Promise<void>;
  /** The spec's 'fingerprint' event; returns the unsubscribe function. */
  onFingerprint(listener: (event: FingerprintEvent) => void): () => void;
  /**
   * The station's ESC/POS receipt printer and the cash drawer behind it (issue 15); only the main
   * window has it. Present even when no printer is plugged in: `status()` says whether one is.
   */
  receiptPrinter?: ReceiptPrinterService;
  /**
   * Scans from the station's USB HID point-of-sale scanners, whatever has focus (the data, and
   * the AIM symbology identifier such as `]E0`); returns the unsubscribe. Main window only.
   * Keyboard-wedge scanners type into the page instead.
   */
  onBarcodeScan?(listener: (scan: BarcodeScan) => void): () => void;
}

export interface ReceiptPrinterService {
  /** Whether a receipt printer is attached, and its name. */
  status(): Promise<ReceiptPrinterStatus>;
  /**
   * Prints the receipt (and pulses the drawer when the document asks to); rejects with a message
   * to show when there is no printer or it fails (unplugged, busy, out of paper).
   */
  print(document: ReceiptDocument): Promise<void>;
  /** A no-sale drawer open. */
  openDrawer(): Promise<void>;
}
