// Sales (spec §2 /sales): point of sale, gift cards, reports, products, transactions and
// fulfillment, each behind its own sales feature.
import { IconCashRegister } from '@tabler/icons-react';
import { permission } from '@shared/route-access';
import { defineApp, lazyScreen, lazyShellScope } from '../../lib/apps';
import { SALES_REALTIME } from './api/realtime-resources';
import { SELL_ACCESS } from './sell-access';

export const salesApp = defineApp({
  name: 'Sales',
  icon: IconCashRegister,
  color: 'green',
  summary: 'Point of sale, gift cards, products and reports',
  routes: [
    { path: '/sales', access: permission('sales'), redirectTo: '/sales/salespoint' },
    {
      path: '/sales/salespoint',
      access: SELL_ACCESS,
      title: {
        subApp: 'Point of Sale',
        description: 'Ring up sales, take payments and print or e-mail receipts.',
      },
      screen: lazyScreen(() => import('./salespoint/salespoint-page'), 'SalespointPage'),
    },
    {
      path: '/sales/gift-cards',
      access: permission('sales', 'giftCardsView'),
      title: {
        subApp: 'Gift Cards',
        description: 'Issue gift cards, check balances and see how they are spent.',
      },
      screen: lazyScreen(() => import('./gift-cards/gift-cards-page'), 'GiftCardsPage'),
    },
    {
      path: '/sales/gift-cards/:code',
      access: permission('sales', 'giftCardsView'),
      title: {
        subApp: 'Gift Cards',
        description: 'One gift card: its balance, its history, and reloading or deactivating it.',
      },
      screen: lazyScreen(() => import('./gift-cards/gift-card-page'), 'GiftCardPage'),
    },
    {
      path: '/sales/reports',
      access: permission('sales', 'reportsView'),
      title: {
        subApp: 'Reports',
        description: 'Sales by day, product and location, ready to export.',
      },
      screen: lazyScreen(() => import('./reports/reports-page'), 'ReportsPage'),
    },
    {
      path: '/sales/config/products',
      access: permission('sales', 'productsView'),
      title: {
        subApp: 'Products',
        description: 'Your catalogue: products, prices, taxes and categories.',
      },
      screen: lazyScreen(() => import('./products/products-page'), 'ProductsPage'),
    },
    {
      path: '/sales/config/products/new',
      access: permission('sales', 'productsView'),
      title: { subApp: 'Products', description: 'A new product for the catalogue.' },
      screen: lazyScreen(() => import('./products/product-editor-page'), 'ProductEditorPage'),
    },
    {
      path: '/sales/config/products/:id',
      access: permission('sales', 'productsView'),
      title: { subApp: 'Products', description: 'One product: prices, variants and options.' },
      screen: lazyScreen(() => import('./products/product-editor-page'), 'ProductEditorPage'),
    },
    {
      path: '/sales/config/products/import',
      access: permission('sales', 'productsEdit'),
      title: {
        subApp: 'Products',
        description: 'Add or update products from a CSV file, checked row by row first.',
      },
      screen: lazyScreen(
        () => import('./products/import-export/products-import-page'),
        'ProductsImportPage',
      ),
    },
    {
      path: '/sales/transactions',
      access: permission('sales', 'transactionsView'),
      title: {
        subApp: 'Transactions',
        description: 'Every sale and refund, searchable, with receipts.',
      },
      screen: lazyScreen(() => import('./transactions/transactions-page'), 'TransactionsPage'),
    },
    {
      path: '/sales/transactions/:id',
      access: permission('sales', 'transactionsView'),
      title: {
        subApp: 'Transactions',
        description: 'One sale: its items, payments, refunds and receipt.',
      },
      screen: lazyScreen(() => import('./transactions/transaction-page'), 'TransactionPage'),
    },
    {
      path: '/sales/fulfillment',
      access: permission('sales', 'fulfillmentView'),
      title: {
        subApp: 'Fulfillment',
        description: 'Orders waiting to be packed, shipped or picked up.',
      },
      screen: lazyScreen(() => import('./fulfillment/fulfillment-page'), 'FulfillmentPage'),
    },
    {
      path: '/sales/fulfillment/pickup-scan',
      access: permission('sales', 'fulfillmentEdit'),
      title: {
        subApp: 'Pickup Scan',
        description: 'Scan a pickup code to hand an order to its customer.',
      },
      screen: lazyScreen(
        () => import('./fulfillment/pickup-scan/pickup-scan-page'),
        'PickupScanPage',
      ),
    },
  ],
  realtime: SALES_REALTIME,
  shellScope: lazyShellScope(() => import('./salespoint/station'), 'StationShellScope'),
  launcher: {
    path: '/sales',
    subItems: [
      '/sales/gift-cards',
      '/sales/config/products',
      '/sales/reports',
      '/sales/transactions',
      '/sales/fulfillment',
    ],
  },
});
