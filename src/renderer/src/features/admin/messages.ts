// Texts of the admin area; the index's welcome text is the spec's (§2 /admin).
export const ADMIN_MESSAGES = {
  welcome: 'Choose an item from the left to get started',
  helpPrompt: 'Not sure where to look?',
  helpLink: 'Ask our support team',
  navigation: 'Admin sections',
  identityAndAccess: 'Identity and access',
  sales: 'Sales',
  talk: 'Talk',
  support: 'Support',
} as const;
