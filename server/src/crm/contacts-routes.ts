// GET and POST /crm/contacts: the contact search and adding a contact, for the Customers app's
// members and for whoever may use the point of sale where they are (the till attaches customers).
import {
  CONTACT_PATHS,
  contactDraftSchema,
  contactSchema,
  contactsPageSchema,
  contactsQuerySchema,
} from '@shared/crm/contacts';
import { hasPermission } from '@shared/permissions';
import { tenantContext, type TenantContext } from '../auth/request-context';
import { forbidden } from '../http/errors';
import type { ModuleDependencies } from '../http/module';
import { tenantRoutes } from '../http/tenant-routes';
import { createContact, searchContacts } from './contacts-store';

/** What the CRM module needs from its family: the point of sale's rule of who may sell. */
export interface CrmDependencies {
  maySellHere: (context: TenantContext) => boolean;
}

export const contactsRoutes = tenantRoutes<ModuleDependencies & CrmDependencies>((app, deps) => {
  function contactsContext(context: TenantContext): TenantContext {
    if (hasPermission(context.permissions, 'crm') || deps.maySellHere(context)) return context;
    throw forbidden('Contacts need the Customers app or the point of sale.');
  }

  app.get(
    CONTACT_PATHS.contacts,
    { schema: { querystring: contactsQuerySchema, response: { 200: contactsPageSchema } } },
    (request) => {
      const context = contactsContext(tenantContext(request));
      return searchContacts(deps.database, context.tenantId, request.query);
    },
  );

  app.post(
    CONTACT_PATHS.contacts,
    { schema: { body: contactDraftSchema, response: { 201: contactSchema } } },
    async (request, reply) => {
      const context = contactsContext(tenantContext(request));
      const contact = await deps.database.transaction((tx) =>
        createContact(tx, context, request.body),
      );
      return reply.code(201).send(contact);
    },
  );
});
