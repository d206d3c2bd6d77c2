// Session state that components steer: how many mounted components switched the idle timeout off
// (spec §4 "unless … a component disabled it").
import { atom } from 'jotai';

export const idleTimeoutDisablersAtom = atom(0);
