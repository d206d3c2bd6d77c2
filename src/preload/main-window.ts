// The main window's preload: the station's bridge (detection, sign-in, fingerprints, the receipt
// printer, cash drawer and barcode scans).
// Also the renderer SDK's channel to the main process (src/main/error-reporting): send-only, and
// unanswered unless error reporting is on.
import '@sentry/electron/preload';
import { exposeWindowBridge } from './expose-window-bridge';

exposeWindowBridge('main');
