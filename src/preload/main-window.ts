// The main window's preload: the station's bridge (detection, sign-in, fingerprints, the receipt
// printer, cash drawer and barcode scans).
import { exposeWindowBridge } from './expose-window-bridge';

exposeWindowBridge('main');
