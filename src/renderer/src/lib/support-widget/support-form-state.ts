// Which support form is open, if any: the help icon, the admin index's link and the support desk
// page open it with what it is pre-filled with; the host mounted once in the app shows it.
import { atom } from 'jotai';
import type { SupportContext } from './support-widget';

export const supportFormAtom = atom<SupportContext | null>(null);
