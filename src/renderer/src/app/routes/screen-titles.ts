// The app and sub-app each route's screen belongs to, for headings, the top bar and the page
// title, with what each screen will hold. Redirect routes have none: they never render a screen of their own.
import type { AppId } from '../../lib/apps';

export interface ScreenTitle {
  app: AppId;
  subApp?: string;
  /** One line on what the screen holds; its placeholder says so until the screen arrives. */
  description: string;
}

function screen(
  app: AppId,
  ...rest: [description: string] | [subApp: string, description: string]
) {
  const title: ScreenTitle =
    rest.length === 1
      ? { app, description: rest[0] }
      : { app, subApp: rest[0], description: rest[1] };
  return title;
}

export const SCREEN_TITLES: Readonly<Record<string, ScreenTitle>> = {
  '/crm': screen(
    'crm',
    'Search and browse your contacts, with their details and history at a glance.',
  ),
  '/crm/memberships': screen(
    'crm',
    'Memberships',
    'Membership plans and the customers who hold them, with renewals and status.',
  ),
  '/crm/:id': screen(
    'crm',
    'Contact',
    'One contact: details, memberships, purchases and conversations in one place.',
  ),
  '/display/devices': screen(
    'display',
    'Devices',
    'The screens in your locations: what each one shows and whether it is online.',
  ),
  '/forms': screen(
    'forms',
    'Submissions',
    'Form submissions from your customers and staff, newest first.',
  ),
  '/inventory': screen(
    'inventory',
    'Stock levels by location, with categories, vendors and reorder points.',
  ),
  '/it/freshdesk': screen('it', 'Support Desk', 'Open a ticket with our support team.'),
  '/sales/salespoint': screen(
    'sales',
    'Point of Sale',
    'Ring up sales, take payments and print or e-mail receipts.',
  ),
  '/sales/gift-cards': screen(
    'sales',
    'Gift Cards',
    'Issue gift cards, check balances and see how they are spent.',
  ),
  '/sales/reports': screen(
    'sales',
    'Reports',
    'Sales by day, product and location, ready to export.',
  ),
  '/sales/config/products': screen(
    'sales',
    'Products',
    'Your catalogue: products, prices, taxes and categories.',
  ),
  '/sales/transactions': screen(
    'sales',
    'Transactions',
    'Every sale and refund, searchable, with receipts.',
  ),
  '/sales/fulfillment': screen(
    'sales',
    'Fulfillment',
    'Orders waiting to be packed, shipped or picked up.',
  ),
  '/sales/fulfillment/pickup-scan': screen(
    'sales',
    'Pickup Scan',
    'Scan a pickup code to hand an order to its customer.',
  ),
  '/talk': screen('talk', 'Calls, voicemail, text messages and faxes for your team.'),
  '/talk/cdr': screen(
    'talk',
    'Call Records',
    'Every call in and out, with recordings, transcripts and summaries.',
  ),
  '/talk/voicemail': screen(
    'talk',
    'Voicemail',
    'Voicemail for your extensions, with audio and transcriptions.',
  ),
  '/talk/sms': screen('talk', 'SMS', 'Text conversations with your customers.'),
  '/talk/fax': screen('talk', 'Fax', 'Faxes sent and received.'),
  '/talk/softphone': screen('talk', 'Softphone', 'Make and take calls right in the browser.'),
  '/admin': screen('admin', 'Settings for identity and access, sales and talk.'),
  '/admin/iam/users': screen(
    'admin',
    'Users',
    'The people in this tenant, their roles and how they sign in.',
  ),
  '/admin/iam/roles': screen(
    'admin',
    'Roles',
    'Roles bundle permissions so people get the right apps.',
  ),
  '/admin/iam/permissions': screen('admin', 'Permissions', 'Who may open which app and feature.'),
  '/admin/iam/idp': screen(
    'admin',
    'Identity Provider',
    'Connect Microsoft or Google for single sign-on.',
  ),
  '/admin/sales/payments': screen(
    'admin',
    'Payments',
    'Connect a card payment provider and choose how you get paid.',
  ),
  '/admin/sales/payments/stripe-oauth': screen(
    'admin',
    'Payments',
    'Finishing the connection to your card payment provider.',
  ),
  '/admin/sales/quickbooks': screen(
    'admin',
    'QuickBooks',
    'Send sales and payouts to your accounting.',
  ),
  '/admin/sales/fulfillment': screen(
    'admin',
    'Fulfillment',
    'Box types and rules for packing and shipping orders.',
  ),
  '/admin/talk/numbers': screen(
    'admin',
    'Numbers',
    'Your phone numbers and where their calls ring.',
  ),
  '/admin/talk/endpoints': screen(
    'admin',
    'Endpoints',
    'Desk phones and softphones, their extensions and provisioning.',
  ),
};
