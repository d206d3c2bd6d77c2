// Texts of the support desk page and the admin index; the admin welcome text is the spec's (§2).
import { PRODUCT_NAME } from '@shared/product';

export const SUPPORT_MESSAGES = {
  adminTitle: 'Admin',
  adminWelcome: 'Choose an item from the left to get started',
  adminHelpPrompt: 'Not sure where to look?',
  adminHelpLink: 'Ask our support team',
  deskTitle: 'Support desk',
  deskIntro: `Questions about ${PRODUCT_NAME}, a station that will not sign in, or an idea for the team? Open a ticket and our support team gets back to you, usually within one business day.`,
  deskOpen: 'Contact support',
  deskStatus: 'Platform status',
  deskBack: `Back to ${PRODUCT_NAME}`,
} as const;
