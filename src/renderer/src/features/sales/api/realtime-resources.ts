// Which of sales' query keys each `sales.<resource>.changed` event refreshes (the server
// publishes them on the tenant channel): a price changed at the back office reaches every open
// till, a sale or drawer movement every list and report that shows it.
import type { AppRealtimeResources } from '../../../lib/realtime/resource-events';

export const SALES_REALTIME: AppRealtimeResources = {
  app: 'sales',
  resources: {
    // The till's catalogue, and the back office's products, categories and modifier groups.
    catalogue: [
      ['sales', 'catalogue'],
      ['sales', 'products'],
    ],
    // A sale, refund or void changes the reports' figures too.
    // A sale marked for pickup or shipping makes a fulfillment order.
    sales: [
      ['sales', 'sales'],
      ['sales', 'reports'],
      ['sales', 'fulfillment'],
    ],
    'gift-cards': [['sales', 'gift-cards']],
    drawers: [['sales', 'drawers']],
    fulfillment: [['sales', 'fulfillment']],
  },
};
