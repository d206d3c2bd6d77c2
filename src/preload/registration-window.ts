// The registration window's preload: a handshake, the reader question and the report back only.
import { exposeWindowBridge } from './expose-window-bridge';

exposeWindowBridge('registration');
