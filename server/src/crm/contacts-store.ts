// All SQL of the CRM's contacts: the search the till and the Customers app share (a name's or an
// e-mail address's start, or any run of phone digits), adding a contact, and the one contact a
// sale refers to, always within the caller's tenant.
import type { z } from 'zod';
import {
  phoneDigits,
  type Contact,
  type contactDraftSchema,
  type contactsQuerySchema,
} from '@shared/crm/contacts';
import type { Page } from '@shared/paging';
import { recordAudit, type AuditActor } from '../auth/audit-log';
import type { Queryable } from '../db/database';
import { conflict, uniqueViolation, validationFailed } from '../http/errors';

/** A contact as the database gives it: the contract's names, the time still a Date. */
type ContactRow = Omit<Contact, 'createdAt'> & { createdAt: Date };

const CONTACT_COLUMNS = `id, display_name AS "displayName", first_name AS "firstName",
  last_name AS "lastName", company, email, phone, created_at AS "createdAt"`;

function toContact(row: ContactRow): Contact {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/** `text` for LIKE, its wildcards taken literally. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A query of phone characters only with three digits or more is a search by phone. */
function phoneSearch(q: string): string | null {
  return /^[0-9 +().-]+$/.test(q) && phoneDigits(q).length >= 3 ? phoneDigits(q) : null;
}

/** The tenant's contacts matching `q` (all of them for an empty one), by name, in pages. */
export async function searchContacts(
  db: Queryable,
  tenantId: string,
  query: z.output<typeof contactsQuerySchema>,
): Promise<Page<Contact>> {
  const params: unknown[] = [tenantId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = ['c.tenant_id = $1'];
  const q = query.q.toLowerCase();
  const digits = phoneSearch(q);
  if (digits !== null) {
    conditions.push(`c.phone_digits LIKE ${param(`%${digits}%`)}`);
  } else if (q !== '') {
    const start = param(`${likeEscaped(q)}%`);
    conditions.push(
      `(${[
        'lower(c.display_name)',
        'lower(c.first_name)',
        'lower(c.last_name)',
        'c.email',
        "lower(c.first_name || ' ' || c.last_name)",
      ]
        .map((column) => `${column} LIKE ${start} ESCAPE '\\'`)
        .join(' OR ')})`,
    );
  }
  if (query.cursor !== undefined) {
    const [after] = await db.query('SELECT 1 FROM crm_contacts WHERE tenant_id = $1 AND id = $2', [
      tenantId,
      query.cursor,
    ]);
    if (after === undefined) {
      throw validationFailed('cursor: This cursor is not a contact of this list. Start again.');
    }
    conditions.push(
      `(lower(c.display_name), c.id) > (SELECT lower(display_name), id FROM crm_contacts
         WHERE tenant_id = $1 AND id = ${param(query.cursor)})`,
    );
  }
  const rows = await db.query<ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM crm_contacts c
      WHERE ${conditions.join(' AND ')}
      ORDER BY lower(c.display_name), c.id
      LIMIT ${param(query.limit + 1)}`,
    params,
  );
  const items = rows.slice(0, query.limit).map(toContact);
  return {
    items,
    nextCursor: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null,
  };
}

/** Which unique index a duplicate hit, as the field the person can fix. */
const DUPLICATE_FIELDS: Readonly<Record<string, string>> = {
  crm_contacts_email_idx: 'email: Another contact has this e-mail address.',
  crm_contacts_phone_idx: 'phone: Another contact has this phone number.',
};

/** Adds a contact (audited); 409 naming the field when its e-mail or phone is someone else's. */
export async function createContact(
  tx: Queryable,
  actor: AuditActor,
  draft: z.output<typeof contactDraftSchema>,
): Promise<Contact> {
  const displayName = `${draft.firstName} ${draft.lastName}`.trim();
  const phone = draft.phone === '' ? null : draft.phone;
  let row: ContactRow | undefined;
  try {
    [row] = await tx.query<ContactRow>(
      `INSERT INTO crm_contacts
         (tenant_id, first_name, last_name, display_name, company, email, phone, phone_digits)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       RETURNING ${CONTACT_COLUMNS}`,
      [
        actor.tenantId,
        draft.firstName,
        draft.lastName,
        displayName,
        draft.company,
        draft.email === '' ? null : draft.email,
        phone,
        phone === null ? null : phoneDigits(phone),
      ],
    );
  } catch (error) {
    const constraint = uniqueViolation(error);
    const duplicate = constraint === null ? undefined : DUPLICATE_FIELDS[constraint];
    if (duplicate !== undefined) throw conflict(duplicate);
    throw error;
  }
  if (row === undefined) throw new Error('Adding a contact returned no row.');
  const contact = toContact(row);
  await recordAudit(tx, actor, {
    action: 'crm.contact.create',
    targetType: 'contact',
    targetId: contact.id,
    after: { displayName: contact.displayName, email: contact.email, phone: contact.phone },
  });
  return contact;
}

/** The contact a sale names as its customer, if it is this tenant's (families/suite-family.ts). */
export async function findSaleCustomer(
  db: Queryable,
  tenantId: string,
  contactId: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await db.query<{ id: string; display_name: string }>(
    'SELECT id, display_name FROM crm_contacts WHERE tenant_id = $1 AND id = $2',
    [tenantId, contactId],
  );
  return row === undefined ? null : { id: row.id, name: row.display_name };
}
