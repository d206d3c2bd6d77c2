// The bundled renderer's origin: a privileged custom scheme gives the app a stable origin of its
// own (storage, IPC sender checks, CORS on the server) whatever server a station points at.
// The reference server allows this origin for CORS (server/src/http/cors.ts): keep them equal.

export const APP_SCHEME = 'app';
export const APP_HOST = 'zyno';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
