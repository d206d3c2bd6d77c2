// The words of the terms of use and the privacy policy: short sections a business suite's users
// can read in a minute, and the texts of the pages around them.
import { PRODUCT_NAME } from '@shared/product';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const LEGAL_MESSAGES = {
  backToSignIn: 'Back to sign in',
  backToProduct: `Back to ${PRODUCT_NAME}`,
  seeAlso: 'See also',
} as const;

const CONTACT = 'privacy@zyno.example';

export const TERMS_OF_USE: LegalDocument = {
  title: 'Terms of use',
  updated: 'Last updated 1 November 2026',
  intro: `${PRODUCT_NAME} is a business suite your employer or organisation (the "workspace") gives you access to. These terms apply whenever you sign in, in a browser or in Zyno Desktop.`,
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'Your workspace administrator creates your account and decides which apps and features you may use. Keep your password and PIN to yourself, and sign out of shared stations when you are done; on a shared station you are signed out after a short time without activity.',
        'Tell your administrator at once if you think someone else has used your account.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        `Use ${PRODUCT_NAME} only for your workspace's business and within the permissions you were given. Do not try to reach data of other workspaces, get around sign-in limits, or disrupt the service for others.`,
        'Content you enter (customers, sales, messages, files) belongs to your workspace. You are responsible for having the right to enter it.',
      ],
    },
    {
      heading: 'Availability and changes',
      paragraphs: [
        `We work to keep ${PRODUCT_NAME} available and announce planned maintenance and incidents on the platform status page. Features change as the product improves; when a change affects how you work, we say so in the app.`,
      ],
    },
    {
      heading: 'Support',
      paragraphs: [
        'The help icon opens a support form. Describe what happened; we use what you send only to answer you and to fix problems.',
      ],
    },
    {
      heading: 'Ending access',
      paragraphs: [
        'Your administrator may remove your access at any time. We may suspend an account that puts the service or other workspaces at risk.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions about these terms: ${CONTACT}. Questions about your account or permissions: your workspace administrator.`,
      ],
    },
  ],
};

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy policy',
  updated: 'Last updated 1 November 2026',
  intro: `This policy explains what ${PRODUCT_NAME} keeps about you, why, and for how long. Your workspace decides what business data it keeps; we process it on the workspace's behalf.`,
  sections: [
    {
      heading: 'What we keep',
      paragraphs: [
        'Your name, e-mail address, username, the workspaces you belong to and your roles in them. Passwords and PINs are never stored as typed: we keep only a salted one-way hash.',
        'A record of each sign-in attempt (when, how, from which station or browser, the network address and the result), which administrators of your workspace can read, so they can spot misuse.',
      ],
    },
    {
      heading: 'Sessions',
      paragraphs: [
        'When you sign in we start a session tied to your browser or station. Without "remember me" it ends after 12 hours without renewal; with it, after 30 days. Signing out, changing your password or a suspected stolen session ends it at once.',
      ],
    },
    {
      heading: 'Fingerprints',
      paragraphs: [
        'If you enrol a fingerprint at a station, we store a template: a set of measurements of the ridge points, not an image of your finger. A fingerprint cannot be rebuilt from a template. You or your administrator can delete your enrolled fingerprints at any time.',
      ],
    },
    {
      heading: 'Support requests',
      paragraphs: [
        'When you contact support, we keep your name, e-mail address, the subject and description you write, the page you asked from (without any codes or tokens in its address), your session id and your browser type, so our support staff can understand and answer your request.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'We set one cookie, zyno_refresh, that keeps your session renewable; it cannot be read by scripts and is sent only to the sign-in service. Your browser also keeps your current session, chosen workspace and an id for this browser in local storage. We use no advertising or tracking cookies.',
        'The point of sale keeps sales made while offline on the station until they reach the server.',
      ],
    },
    {
      heading: 'Who sees your data',
      paragraphs: [
        'Administrators of your workspace, and our support staff when you ask for help or when needed to keep the service running. We do not sell personal data. Service providers we use (hosting, the support desk) process it only on our instructions.',
      ],
    },
    {
      heading: 'Your choices and contact',
      paragraphs: [
        `You can ask to see, correct or delete what we keep about you. Write to ${CONTACT}, or ask your workspace administrator, who can change or remove your account.`,
      ],
    },
  ],
};
