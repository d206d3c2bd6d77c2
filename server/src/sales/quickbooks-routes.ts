// Admin → Sales → QuickBooks (issue 16), for tenant administrators: the account mapping (read,
// replace — audited), and a range's journal of daily totals, previewed as JSON or exported as an
// IIF or CSV file. Unmapped items block the export with what to map.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMappingResponseSchema,
  accountMappingSchema,
  journalExportQuerySchema,
  journalQuerySchema,
  journalSchema,
  QUICKBOOKS_PATHS,
  type AccountMapping,
  type AccountMappingResponse,
  type Journal,
  type JournalQuery,
} from '@shared/sales/quickbooks';
import { TENDER_KINDS } from '@shared/sales/sales';
import { recordAudit } from '../auth/audit-log';
import { requireTenant, tenantAdminContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { conflict, validationFailed } from '../http/errors';
import { guardedRoutes } from '../http/guarded-routes';
import type { ModuleDependencies } from '../http/module';
import {
  imbalanceOf,
  journalCsv,
  journalEntryOf,
  journalIif,
  mappingProblems,
  unmatchedTaxProblems,
  type JournalBook,
} from './quickbooks-journal';
import {
  dailyTotals,
  financialAccounts,
  readMapping,
  salesTaxes,
  saveMapping,
} from './quickbooks-store';
import { reportPlace } from './reports-store';

async function bookOf(db: Queryable, tenantId: string): Promise<JournalBook> {
  const taxes = await salesTaxes(db, tenantId);
  return {
    taxes,
    accounts: await financialAccounts(db, tenantId),
    mapping: await readMapping(db, tenantId, taxes),
  };
}

function mappingResponse(book: JournalBook): AccountMappingResponse {
  return {
    mapping: book.mapping,
    accounts: [...book.accounts.values()],
    taxes: book.taxes.map(({ id, name }) => ({ id, name })),
  };
}

/** Every account the mapping names must be the tenant's, every tax one of its taxes. */
function assertMappable(mapping: AccountMapping, book: JournalBook): void {
  const named: [string, string | null][] = [
    ...TENDER_KINDS.map((kind): [string, string | null] => [
      `tenders.${kind}`,
      mapping.tenders[kind],
    ]),
    ...Object.entries(mapping.taxes).map(([taxId, accountId]): [string, string | null] => [
      `taxes.${taxId}`,
      accountId,
    ]),
    ['salesIncome', mapping.salesIncome],
    ['discounts', mapping.discounts],
    ['refunds', mapping.refunds],
    ['giftCardsSold', mapping.giftCardsSold],
  ];
  const taxIds = new Set(book.taxes.map((tax) => tax.id));
  const issues = named.flatMap(([path, accountId]) => {
    if (path.startsWith('taxes.') && !taxIds.has(path.slice('taxes.'.length))) {
      return [{ path, code: 'unknown_tax', message: 'This tax is not in the list "sales taxes".' }];
    }
    return accountId !== null && !book.accounts.has(accountId)
      ? [{ path, code: 'unknown_account', message: 'This financial account is not in the list.' }]
      : [];
  });
  const [first] = issues;
  if (first !== undefined) throw validationFailed(`${first.path}: ${first.message}`, issues);
}

async function journalOf(db: Queryable, tenantId: string, range: JournalQuery): Promise<Journal> {
  const place = await reportPlace(db, tenantId, null);
  const timeZone = place?.timeZone ?? 'UTC';
  const book = await bookOf(db, tenantId);
  const days = await dailyTotals(db, tenantId, { ...range, timeZone });
  const problems = [...mappingProblems(book), ...unmatchedTaxProblems(days, book.taxes)];
  const entries =
    problems.length > 0
      ? []
      : days.flatMap((day) => {
          const entry = journalEntryOf(day, book);
          return entry === null ? [] : [entry];
        });
  for (const entry of entries) {
    const off = imbalanceOf(entry);
    if (off !== 0) {
      problems.push({
        item: `balance:${entry.date}`,
        message: `The entry of ${entry.date} is off by ${String(off)} minor units; its tenders and sales disagree.`,
      });
    }
  }
  return {
    timeZone,
    currency: place?.currency ?? 'USD',
    period: { from: range.from, to: range.to },
    entries: problems.length > 0 ? [] : entries,
    problems,
  };
}

export const quickbooksRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, deps) => {
  const { database } = deps;

  await guardedRoutes(app, deps, [requireTenant], (scope) => {
    scope.get(
      QUICKBOOKS_PATHS.mapping,
      { schema: { response: { 200: accountMappingResponseSchema } } },
      async (request) =>
        mappingResponse(await bookOf(database, tenantAdminContext(request).tenantId)),
    );

    scope.put(
      QUICKBOOKS_PATHS.mapping,
      {
        schema: { body: accountMappingSchema, response: { 200: accountMappingResponseSchema } },
      },
      async (request) => {
        const context = tenantAdminContext(request);
        return database.transaction(async (tx) => {
          const before = await bookOf(tx, context.tenantId);
          assertMappable(request.body, before);
          await saveMapping(tx, context.tenantId, request.body);
          const after = await bookOf(tx, context.tenantId);
          await recordAudit(tx, context, {
            action: 'accounting_mapping.update',
            targetType: 'accounting_mapping',
            targetId: null,
            before: before.mapping,
            after: after.mapping,
          });
          return mappingResponse(after);
        });
      },
    );

    scope.get(
      QUICKBOOKS_PATHS.journal,
      { schema: { querystring: journalQuerySchema, response: { 200: journalSchema } } },
      (request) => journalOf(database, tenantAdminContext(request).tenantId, request.query),
    );

    scope.get(
      QUICKBOOKS_PATHS.export,
      { schema: { querystring: journalExportQuerySchema } },
      async (request, reply) => {
        const { tenantId } = tenantAdminContext(request);
        const { format, from, to } = request.query;
        const journal = await journalOf(database, tenantId, { from, to });
        if (journal.problems.length > 0) {
          throw conflict(
            `Map every item to a financial account before exporting. ${journal.problems.map((problem) => problem.message).join(' ')}`,
          );
        }
        const name = from === to ? `sales-journal-${from}` : `sales-journal-${from}-to-${to}`;
        return reply
          .type(format === 'iif' ? 'text/plain; charset=utf-8' : 'text/csv; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="${name}.${format}"`)
          .send(
            format === 'iif'
              ? journalIif(journal.entries, journal.currency)
              : journalCsv(journal.entries, journal.currency),
          );
      },
    );
  });
};
