// The browser id of an install's sign-ins, on its own (no schemas), for the web app's install
// atoms, which the login page reads before the contracts arrive.

/** The refresh sessions of install sign-ins are bound to this browser id (renewal sends it). */
export function installBrowserId(installId: string): string {
  return `install:${installId}`;
}
