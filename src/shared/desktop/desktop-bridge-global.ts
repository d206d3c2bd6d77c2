// The window global Zyno Desktop's preload exposes its bridge as. On its own, without the bridge's
// schemas, so that a browser's start can tell it is not in Zyno Desktop without fetching them.
export const DESKTOP_BRIDGE_GLOBAL = 'zynoDesktop';
