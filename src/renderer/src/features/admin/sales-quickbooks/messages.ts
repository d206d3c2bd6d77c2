// Texts of Admin → Sales → QuickBooks: the integration's state (export only), the account
// mapping, and the export of daily totals as a journal.
export const QUICKBOOKS_MESSAGES = {
  stateTitle: 'QuickBooks',
  exportOnly: 'Export only',
  exportOnlyText:
    'Zyno does not sign in to QuickBooks. Map your accounts once, then export each day’s totals as a journal and import it: the IIF file in QuickBooks Desktop (File › Utilities › Import › IIF Files), the CSV file in QuickBooks Online (Settings › Import data › Journal entries).',
  mappingComplete: 'Every item mapped',
  itemsToMap: (count: number) => (count === 1 ? '1 item to map' : `${String(count)} items to map`),
  mappingTitle: 'Account mapping',
  mappingText:
    'Choose the account in your chart of accounts (the list "sales financial accounts") each part of a day’s takings is booked to.',
  tendersTitle: 'Payments received',
  taxesTitle: 'Taxes collected',
  salesTitle: 'Sales',
  tenders: {
    cash: 'Cash',
    card: 'Card',
    storedCard: 'Card taken offline',
    giftCard: 'Gift card redeemed',
  },
  salesItems: {
    salesIncome: 'Sales income (gross)',
    discounts: 'Discounts',
    refunds: 'Refunds',
    giftCardsSold: 'Gift cards sold',
  },
  notMapped: 'Not mapped',
  noTaxes: 'The list "sales taxes" is empty.',
  save: 'Save mapping',
  saved: 'Account mapping saved.',
  loadFailed: 'The QuickBooks settings could not be loaded.',
  retry: 'Try again',
  exportTitle: 'Export daily totals',
  exportText:
    'One journal entry per day, in the shop’s time zone: payments, discounts and refunds as debits; sales, tax and gift cards sold as credits. Each entry balances and matches the day’s sales report.',
  range: 'Days',
  blocked: 'Map these before exporting',
  nothingSold: 'No sales or refunds on these days.',
  journalFailed: 'The journal could not be loaded.',
  entryTitle: (number: string, date: string) => `${number} · ${date}`,
  columns: { account: 'Account', debit: 'Debit', credit: 'Credit', memo: 'Memo' },
  total: 'Total',
  downloadCsv: 'Download CSV (QuickBooks Online)',
  downloadIif: 'Download IIF (QuickBooks Desktop)',
  downloaded: (name: string) => `${name} downloaded.`,
  downloadFailed: 'The file could not be made',
} as const;
