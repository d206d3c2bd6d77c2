// Where the runtime configuration is served, on its own (no schema), for the web app's start,
// which fetches the file while it draws the login page and checks it afterwards.
export const RUNTIME_CONFIG_PATH = '/config.json';
