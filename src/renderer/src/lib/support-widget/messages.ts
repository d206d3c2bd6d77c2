// Texts of the built-in support form (used when no support desk widget is configured).
import { PRODUCT_NAME } from '@shared/product';

export const SUPPORT_FORM_MESSAGES = {
  title: 'Contact support',
  close: 'Close the support form',
  intro:
    'Tell us what happened or what you need. Our support team replies by e-mail, usually within one business day.',
  name: 'Name',
  email: 'E-mail',
  subject: 'Subject',
  subjectPlaceholder: 'A few words about the problem',
  description: 'Description',
  descriptionPlaceholder: 'What were you doing, what did you expect, and what happened instead?',
  sentWith: 'Sent with your request so we can find what you saw',
  contextUrl: 'Page',
  sessionId: 'Session id',
  cancel: 'Cancel',
  send: 'Send request',
  sendFailed: 'The request could not be sent',
  sentTitle: 'Request sent',
  sent: (email: string) =>
    `Thank you. Your request reached our support team; we will reply to ${email}.`,
  done: 'Done',
  signInFirst: `Sign in to ${PRODUCT_NAME} first, so our support team knows who is asking and where to reply.`,
  signIn: 'Sign in',
} as const;
