// A realistic receipt for tests and the desktop harness: a cash sale at Harbor Coffee Downtown
// (demo seed: 8.875% tax on all but retail beans), as the point of sale would build it.
import type { ReceiptDocument } from '@shared/sales/receipt';

export const HARBOR_COFFEE_CASH_RECEIPT: ReceiptDocument = {
  blocks: [
    { kind: 'logo' },
    { kind: 'title', text: 'Harbor Coffee' },
    { kind: 'text', text: 'Harbor Coffee Downtown', align: 'center' },
    { kind: 'text', text: '12 Wharf Street, Portland ME 04101', align: 'center' },
    { kind: 'rule' },
    { kind: 'text', text: 'Receipt DT-000042' },
    { kind: 'text', text: '25 Nov 2026 14:05 · Casey Cashier' },
    { kind: 'rule' },
    { kind: 'row', left: '1 × Latte (Medium, Oat milk)', right: '5.35' },
    { kind: 'row', left: '1 × Croissant', right: '3.50' },
    { kind: 'row', left: '1 × Blueberry Muffin', right: '3.25' },
    { kind: 'row', left: '1 × House Blend Beans 340 g', right: '16.00' },
    { kind: 'rule' },
    { kind: 'row', left: 'Subtotal', right: '28.10' },
    { kind: 'row', left: 'Tax 8.875%', right: '1.07' },
    { kind: 'row', left: 'Total', right: '$29.17', bold: true },
    { kind: 'row', left: 'Cash', right: '40.00' },
    { kind: 'row', left: 'Change', right: '10.83' },
    { kind: 'rule' },
    { kind: 'text', text: 'Thank you — see you soon!', align: 'center' },
    { kind: 'barcode', data: 'DT-000042' },
  ],
  kickDrawer: true,
};
