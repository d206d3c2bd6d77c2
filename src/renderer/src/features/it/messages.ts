// Texts of IT's support desk page.
import { PRODUCT_NAME } from '@shared/product';

export const IT_MESSAGES = {
  deskTitle: 'Support desk',
  deskIntro: `Questions about ${PRODUCT_NAME}, a station that will not sign in, or an idea for the team? Open a ticket and our support team gets back to you, usually within one business day.`,
  deskOpen: 'Contact support',
  deskStatus: 'Platform status',
  deskBack: `Back to ${PRODUCT_NAME}`,
} as const;
