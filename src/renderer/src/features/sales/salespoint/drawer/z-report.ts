// The end-of-day (Z) report's figures in sections, once: the screen draws them as tables and the
// station's receipt printer prints them as a receipt-like slip, so both say the same thing.
import type { DrawerReport } from '@shared/sales/drawers';
import type { ReceiptBlock, ReceiptDocument } from '@shared/sales/receipt';
import { DRAWER_MESSAGES as M, TENDER_LABELS } from '../../messages';
import type { Money } from '../money';
import { overShortWords, signedMoney } from './over-short';

export interface ReportRow {
  label: string;
  value: string;
  bold?: boolean;
}

export interface ReportSection {
  title: string;
  rows: ReportRow[];
}

/** A tender kind's name; a kind this version does not know, as the server spelt it. */
function tenderLabel(kind: string): string {
  return Object.entries(TENDER_LABELS).find(([known]) => known === kind)?.[1] ?? kind;
}

/** An amount taken off: "-$5.00", and "$0.00" rather than "-$0.00". */
function less(money: Money, amountMinor: number): string {
  return amountMinor === 0 ? money(0) : money(-amountMinor);
}

export function zReportSections(report: DrawerReport, money: Money): ReportSection[] {
  const F = M.figures;
  const { cash } = report;
  const tenders: ReportRow[] =
    report.byTender.length === 0
      ? [{ label: M.noTenders, value: money(0) }]
      : report.byTender.map((tender) => ({
          label: M.tenderCount(tenderLabel(tender.kind), tender.count),
          value: money(tender.amountMinor),
        }));
  const counted: ReportRow[] =
    cash.countedMinor === null || cash.overShortMinor === null
      ? []
      : [
          { label: F.counted, value: money(cash.countedMinor) },
          {
            label: `${F.overShort} (${overShortWords(money, cash.overShortMinor)})`,
            value: signedMoney(money, cash.overShortMinor),
            bold: true,
          },
        ];
  return [
    {
      title: M.sections.sales,
      rows: [
        { label: F.salesCount, value: String(report.salesCount) },
        { label: F.grossSales, value: money(report.grossSalesMinor) },
        { label: F.discounts, value: less(money, report.discountsMinor) },
        { label: F.refunds, value: less(money, report.refundsMinor) },
        { label: F.tax, value: money(report.taxMinor) },
        { label: F.netSales, value: money(report.netSalesMinor), bold: true },
      ],
    },
    { title: M.sections.tenders, rows: tenders },
    {
      title: M.sections.cash,
      rows: [
        { label: F.float, value: money(cash.floatMinor) },
        { label: F.cashSales, value: money(cash.cashSalesMinor) },
        { label: F.cashRefunds, value: less(money, cash.cashRefundsMinor) },
        { label: F.paidIn, value: money(cash.paidInMinor) },
        { label: F.paidOut, value: less(money, cash.paidOutMinor) },
        { label: F.expected, value: money(cash.expectedMinor), bold: true },
        ...counted,
      ],
    },
    {
      title: M.sections.other,
      rows: [
        { label: F.noSales, value: String(report.noSaleCount) },
        { label: F.voids, value: String(report.voidsCount) },
      ],
    },
  ];
}

export interface ZReportContext {
  tenantName: string;
  locationName: string;
  /** The location's IANA time zone for the times printed. */
  timeZone: string;
}

export function dateTimeText(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(at));
}

/** The report as the station's printer takes a receipt; the drawer stays shut. */
export function zReportDocument(
  report: DrawerReport,
  money: Money,
  context: ZReportContext,
): ReceiptDocument {
  const { drawer } = report;
  const blocks: ReceiptBlock[] = [
    { kind: 'title', text: context.tenantName },
    { kind: 'text', text: context.locationName, align: 'center' },
    { kind: 'text', text: M.reportTitle, align: 'center', bold: true },
    { kind: 'text', text: M.openedBy(drawer.openedBy.name) },
    { kind: 'text', text: M.openedAt(dateTimeText(drawer.openedAt, context.timeZone)) },
  ];
  if (drawer.closedAt !== null) {
    blocks.push({
      kind: 'text',
      text: M.closedAt(dateTimeText(drawer.closedAt, context.timeZone)),
    });
  }
  for (const section of zReportSections(report, money)) {
    blocks.push({ kind: 'rule' }, { kind: 'text', text: section.title, bold: true });
    for (const row of section.rows) {
      blocks.push({ kind: 'row', left: row.label, right: row.value, bold: row.bold ?? false });
    }
  }
  return { blocks, kickDrawer: false };
}
