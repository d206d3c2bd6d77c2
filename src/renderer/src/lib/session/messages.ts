// Session texts more than one screen shows; verbatim from spec §8.
export const SESSION_MESSAGES = {
  permissionsFailed:
    'There was an issue loading user permissions. Please check your Internet connection and refresh the page.',
  permissionsFailedTitle: 'Permissions unavailable',
  idleTimeout: 'Your session timed out due to inactivity.',
} as const;
