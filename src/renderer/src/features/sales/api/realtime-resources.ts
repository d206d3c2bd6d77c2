// Which of sales' query keys each `sales.<resource>.changed` event refreshes (the server
// publishes them on the tenant channel): a price changed at the back office reaches every open
// till, a sale or drawer movement every list that shows it.
import type { AppRealtimeResources } from '../../../lib/realtime/resource-events';

export const SALES_REALTIME: AppRealtimeResources = {
  app: 'sales',
  resources: {
    catalogue: [['sales', 'catalogue']],
    sales: [['sales', 'sales']],
    'gift-cards': [['sales', 'gift-cards']],
    drawers: [['sales', 'drawers']],
  },
};
