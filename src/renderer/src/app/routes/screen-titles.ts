// The app and sub-app each route's screen belongs to, for headings, the top bar and the page
// title. Redirect routes have none: they never render a screen of their own.
import type { AppId } from '../../lib/apps';

export interface ScreenTitle {
  app: AppId;
  subApp?: string;
}

const screen = (app: AppId, subApp?: string): ScreenTitle =>
  subApp === undefined ? { app } : { app, subApp };

export const SCREEN_TITLES: Readonly<Record<string, ScreenTitle>> = {
  '/crm': screen('crm'),
  '/crm/memberships': screen('crm', 'Memberships'),
  '/crm/:id': screen('crm', 'Contact'),
  '/display/devices': screen('display', 'Devices'),
  '/forms': screen('forms', 'Submissions'),
  '/inventory': screen('inventory'),
  '/it/freshdesk': screen('it', 'Support Desk'),
  '/sales/salespoint': screen('sales', 'Point of Sale'),
  '/sales/gift-cards': screen('sales', 'Gift Cards'),
  '/sales/reports': screen('sales', 'Reports'),
  '/sales/config/products': screen('sales', 'Products'),
  '/sales/transactions': screen('sales', 'Transactions'),
  '/sales/fulfillment': screen('sales', 'Fulfillment'),
  '/sales/fulfillment/pickup-scan': screen('sales', 'Pickup Scan'),
  '/talk': screen('talk'),
  '/talk/cdr': screen('talk', 'Call Records'),
  '/talk/voicemail': screen('talk', 'Voicemail'),
  '/talk/sms': screen('talk', 'SMS'),
  '/talk/fax': screen('talk', 'Fax'),
  '/talk/softphone': screen('talk', 'Softphone'),
  '/admin': screen('admin'),
  '/admin/iam/users': screen('admin', 'Users'),
  '/admin/iam/roles': screen('admin', 'Roles'),
  '/admin/iam/permissions': screen('admin', 'Permissions'),
  '/admin/iam/idp': screen('admin', 'Identity Provider'),
  '/admin/sales/payments': screen('admin', 'Payments'),
  '/admin/sales/payments/stripe-oauth': screen('admin', 'Payments'),
  '/admin/sales/quickbooks': screen('admin', 'QuickBooks'),
  '/admin/sales/fulfillment': screen('admin', 'Fulfillment'),
  '/admin/talk/numbers': screen('admin', 'Numbers'),
  '/admin/talk/endpoints': screen('admin', 'Endpoints'),
};
