// The launcher's texts; the spec's (§2 Launcher) are verbatim. The permission failure text is
// the session layer's, as route guards show it too.
export const LAUNCHER_MESSAGES = {
  noPermissions:
    "Hmm... it appears you haven't been assigned any permissions. Please contact your manager.",
  noPermissionsTitle: 'No apps yet',
  heading: 'Apps',
  welcome: (firstName: string) => `Welcome, ${firstName}`,
  loading: 'Loading your apps',
  allApps: 'All apps',
  panelTitle: 'Apps',
} as const;
