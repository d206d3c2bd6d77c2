// The main window's preload: the station's bridge (detection, sign-in, fingerprints).
import { exposeWindowBridge } from './expose-window-bridge';

exposeWindowBridge('main');
