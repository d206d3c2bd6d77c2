// Zyno Desktop's page origin: a privileged custom scheme gives the bundled renderer a stable
// origin of its own (storage, IPC sender checks) whatever server a station points at. The main
// process serves it; the reference server allows it for CORS.

export const DESKTOP_APP_SCHEME = 'app';
export const DESKTOP_APP_HOST = 'zyno';
export const DESKTOP_APP_ORIGIN = `${DESKTOP_APP_SCHEME}://${DESKTOP_APP_HOST}`;
