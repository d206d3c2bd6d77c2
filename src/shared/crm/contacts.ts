// Contract of the CRM's contacts (spec §3 Contact, plus a phone): the start of the Customers app's
// contact store, searched and added to from the point of sale's till. A phone number is kept as
// typed and as its digits, which is what a search by phone matches.
import { z } from 'zod';
import { emailSchema } from '../fields';
import { singleLineText } from '../text-fields';
import { pageSchema, PAGE_SIZE_MAX } from '../paging';

export const CONTACT_PATHS = {
  /** GET ?q=: contacts whose name, e-mail or phone digits match (paged); POST: add a contact. */
  contacts: '/crm/contacts',
} as const;

export const CONTACT_SEARCH_MAX_LENGTH = 100;
export const CONTACT_PAGE_SIZE_DEFAULT = 20;

/** The digits of a phone number: what is stored for search and compared for duplicates. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export const contactsQuerySchema = z.object({
  /** A name or its start, an e-mail address or its start, or any run of phone digits. */
  q: singleLineText().max(CONTACT_SEARCH_MAX_LENGTH).default(''),
  /** The id of the last contact of the previous page. */
  cursor: z.uuid('The cursor is the id of the last contact of the previous page.').optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(CONTACT_PAGE_SIZE_DEFAULT),
});
export type ContactsQuery = z.input<typeof contactsQuerySchema>;

export const contactSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactsPageSchema = pageSchema(contactSchema);

const name = (what: string) =>
  singleLineText().max(100, `A ${what} may be at most 100 characters long.`).default('');

/** Digits, spaces, dots, dashes and brackets, with + before a country code: 7 to 15 digits. */
const phoneSchema = singleLineText()
  .max(40, 'A phone number may be at most 40 characters long.')
  .refine(
    (phone) =>
      phone === '' ||
      (/^\+?[0-9 ().-]+$/.test(phone) &&
        phoneDigits(phone).length >= 7 &&
        phoneDigits(phone).length <= 15),
    'Enter a phone number of 7 to 15 digits (+ first for another country).',
  );

/** POST /crm/contacts: a name, and a phone number or an e-mail address to find them by. */
export const contactDraftSchema = z
  .object({
    firstName: name('first name'),
    lastName: name('last name'),
    company: name('company name'),
    email: z.union([z.literal(''), emailSchema()]).default(''),
    phone: phoneSchema.default(''),
  })
  .superRefine((draft, context) => {
    if (draft.firstName === '' && draft.lastName === '') {
      context.addIssue({ code: 'custom', path: ['firstName'], message: 'Enter a name.' });
    }
    if (draft.email === '' && draft.phone === '') {
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Enter a phone number or an e-mail address.',
      });
    }
  });
export type ContactDraft = z.input<typeof contactDraftSchema>;
