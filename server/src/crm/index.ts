// The Customers (CRM) app on the server: its contacts, started with what the point of sale needs
// (docs/crm.md), and the lookup a sale's customer is checked with (given to sales by the family).
export { contactsRoutes as crmModule, type CrmDependencies } from './contacts-routes';
export { findSaleCustomer } from './contacts-store';
