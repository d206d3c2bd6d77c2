// Admin (spec §2 /admin): identity and access, sales settings and talk settings, for the
// current tenant's administrators. Every screen sits beside the admin navigation.
import { IconSettings } from '@tabler/icons-react';
import { tenantAdmin } from '@shared/route-access';
import { defineApp, lazyScreen } from '../../lib/apps';

const admin = tenantAdmin();

export const adminApp = defineApp({
  name: 'Admin',
  icon: IconSettings,
  color: 'gray',
  summary: 'Identity and access, sales and talk settings',
  layout: lazyScreen(() => import('./admin-layout'), 'AdminLayout'),
  routes: [
    {
      path: '/admin',
      access: admin,
      title: { description: 'Settings for identity and access, sales and talk.' },
      screen: lazyScreen(() => import('./admin-index-page'), 'AdminIndexPage'),
    },
    { path: '/admin/iam', access: admin, redirectTo: '/admin/iam/users' },
    {
      path: '/admin/iam/users',
      access: admin,
      title: {
        subApp: 'Users',
        description: 'The people in this tenant, their roles and how they sign in.',
      },
      screen: lazyScreen(() => import('./users/users-list/users-page'), 'UsersPage'),
    },
    {
      path: '/admin/iam/users/:id',
      access: admin,
      title: {
        subApp: 'Users',
        description: 'One person: how they sign in, their roles, permissions and fingerprints.',
      },
      screen: lazyScreen(() => import('./users/user-page/user-page'), 'UserPage'),
    },
    {
      path: '/admin/iam/roles',
      access: admin,
      title: {
        subApp: 'Roles',
        description: 'Roles bundle permissions so people get the right apps.',
      },
      screen: lazyScreen(() => import('./roles/roles-page'), 'RolesPage'),
    },
    {
      path: '/admin/iam/permissions',
      access: admin,
      title: { subApp: 'Permissions', description: 'Who may open which app and feature.' },
      screen: lazyScreen(() => import('./permissions/permissions-page'), 'PermissionsPage'),
    },
    {
      path: '/admin/iam/idp',
      access: admin,
      title: {
        subApp: 'Identity Provider',
        description: 'Connect Microsoft or Google for single sign-on.',
      },
      screen: lazyScreen(() => import('./idp/idp-page'), 'IdpPage'),
    },
    {
      path: '/admin/iam/stations',
      access: admin,
      title: {
        subApp: 'Stations',
        description: 'The Zyno Desktop stations registered to this tenant.',
      },
      screen: lazyScreen(() => import('./stations/stations-page'), 'StationsPage'),
    },
    {
      path: '/admin/iam/sign-ins',
      access: admin,
      title: {
        subApp: 'Sign-in activity',
        description: 'Who signed in, how, where and when, and the attempts that failed.',
      },
      screen: lazyScreen(
        () => import('./sign-in-activity/sign-in-activity-page'),
        'SignInActivityPage',
      ),
    },
    { path: '/admin/sales', access: admin, redirectTo: '/admin/sales/payments' },
    {
      path: '/admin/sales/payments',
      access: admin,
      title: {
        subApp: 'Payments',
        description: 'Connect a card payment provider and choose how you get paid.',
      },
      screen: lazyScreen(() => import('./sales-payments/payments-page'), 'PaymentsPage'),
    },
    {
      path: '/admin/sales/payments/stripe-oauth',
      access: admin,
      title: {
        subApp: 'Payments',
        description: 'Finishing the connection to your card payment provider.',
      },
      screen: lazyScreen(() => import('./sales-payments/connect-return-page'), 'ConnectReturnPage'),
    },
    {
      path: '/admin/sales/quickbooks',
      access: admin,
      title: { subApp: 'QuickBooks', description: 'Send sales and payouts to your accounting.' },
      screen: lazyScreen(() => import('./sales-quickbooks/quickbooks-page'), 'QuickbooksPage'),
    },
    {
      path: '/admin/sales/fulfillment',
      access: tenantAdmin('sales', 'fulfillmentEdit'),
      title: {
        subApp: 'Fulfillment',
        description: 'Box types and rules for packing and shipping orders.',
      },
      screen: lazyScreen(
        () => import('./sales-fulfillment/fulfillment-settings-page'),
        'FulfillmentSettingsPage',
      ),
    },
    {
      // Tenant admin to reach; the navigation shows it, and the server answers it, to system
      // administrators only.
      path: '/admin/support/requests',
      access: admin,
      title: {
        subApp: 'Support requests',
        description: 'What people asked our support team, from every tenant, newest first.',
      },
      screen: lazyScreen(
        () => import('./support-requests/support-requests-page'),
        'SupportRequestsPage',
      ),
    },
    { path: '/admin/talk', access: admin, redirectTo: '/admin/talk/numbers' },
    {
      path: '/admin/talk/numbers',
      access: admin,
      title: { subApp: 'Numbers', description: 'Your phone numbers and where their calls ring.' },
    },
    {
      path: '/admin/talk/endpoints',
      access: admin,
      title: {
        subApp: 'Endpoints',
        description: 'Desk phones and softphones, their extensions and provisioning.',
      },
    },
  ],
});
