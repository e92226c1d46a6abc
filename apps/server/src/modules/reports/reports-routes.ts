/**
 * Sales reports and weekly card payouts (owners only: staff and other accounts get 403). Dates are store-local.
 *
 *   GET /api/portal/stores/:storeId/reports?from=YYYY-MM-DD&to=YYYY-MM-DD&groupBy=day|week (default day)
 *       -> {status: 200, data: {storeId, timeZone, from, to, groupBy, periods: [{period, orders, salesCents,
 *           averageTicketCents, tipsCents, discountsCents, refunds, refundsCents, byOrderType}], byOrderType,
 *           totals, bestSellers: [{name, cnName, quantity, salesCents}]}}
 *       Orders placed in the range that the restaurant kept (PLACED, ACCEPTED, READY, COMPLETED) count as sales
 *       (their subtotal); rejected card orders whose charge was voided or refunded count as refunds. Weeks start
 *       on Monday. At most 366 days; a bad range is a 400 {status, message} with a sentence.
 *   GET /api/portal/stores/:storeId/reports.csv  same query -> text/csv (attachment), see reports-csv.ts
 *   GET /api/portal/stores/:storeId/best-sellers.csv  same query -> every item sold, most sold first (CSV)
 *   GET /api/portal/stores/:storeId/payouts?weeks=1..53 (default 12)&through=YYYY-MM-DD (default today)
 *       -> {status: 200, data: {storeId, timeZone, today, fee: {ratePercent, fixedCents}, weeks: [{weekStart,
 *           weekEnd, payoutDate, status: PAID|PENDING, cardSalesCents, cardCharges, refundsCents, cardFeesCents,
 *           rewardCreditCents, promoCents, platformCreditCents (the platform's share: credit and promos diners
 *           used here), payoutCents, cashSalesCents, cashOrders}], totals}} newest week first; rules in
 *           packages/domain/src/payouts/payouts.ts. Weeks are cut in the platform's time zone (timeZone;
 *           PLATFORM_TIME_ZONE); status OPEN (the week runs), DUE (on payoutDate), NOTHING_DUE (no money moved) or
 *           HELD: no bank transfer is made yet, so a week is never called paid.
 *   GET /api/portal/stores/:storeId/statement?week=YYYY-MM-DD (any day of the week, platform time)
 *       -> {status: 200, data: {storeId, storeName, timeZone, fee, week, payoutHold, transactions: [{at, localTime,
 *           orderId, number, orderType, kind: CHARGE|VOID|REFUND|CARD_FEE|REWARD_CREDIT|PROMO|IN_STORE,
 *           amountCents (signed), inPayout}], totals}}; a week not yet started is a 400 sentence.
 *   GET /api/portal/stores/:storeId/statement.csv|statement.pdf?week=  the same statement as a download.
 *   GET /api/portal/stores/:storeId/sales-tax?from&to&groupBy  (the reports' query, store-local)
 *       -> {status: 200, data: {storeId, storeName, timeZone, from, to, groupBy, periods: [{period, orders,
 *           taxableSalesCents, taxCents, refunds, refundedTaxableSalesCents, refundedTaxCents,
 *           netTaxableSalesCents, netTaxCents, byOrderType}], byOrderType, totals}} (rules: sales-tax.ts)
 *   GET /api/portal/stores/:storeId/sales-tax.csv|sales-tax.pdf  same query, as a download.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import { bestSellersCsv, reportCsv, salesTaxCsv, statementCsv } from './reports-csv.js';
import { renderSalesTaxPdf, renderStatementPdf } from './reports-pdf.js';
import { createReportsService, MAX_PAYOUT_WEEKS } from './reports-service.js';

const paramsSchema = z.object({ storeId: idParam });
const date = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD)` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must read YYYY-MM-DD`);

const reportQuerySchema = z.object({
  from: date('from'),
  to: date('to'),
  groupBy: z.enum(['day', 'week'], { error: 'groupBy must be day or week' }).default('day'),
});

const payoutsQuerySchema = z.object({
  weeks: z
    .string()
    .regex(/^\d{1,2}$/, `weeks must be a whole number from 1 to ${MAX_PAYOUT_WEEKS}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `weeks must be from 1 to ${MAX_PAYOUT_WEEKS}`)
        .max(MAX_PAYOUT_WEEKS, `weeks must be from 1 to ${MAX_PAYOUT_WEEKS}`),
    )
    .default(12),
  through: date('through').optional(),
});

const statementQuerySchema = z.object({ week: date('week') });

const download = (reply: FastifyReply, type: 'csv' | 'pdf', name: string, body: string | Buffer) =>
  reply
    .header('content-type', type === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}.${type}"`)
    .send(body);

export async function reportsRoutes(app: FastifyInstance) {
  const reports = createReportsService({ db: app.db, platformTimeZone: app.config.platformTimeZone });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticateOwner };
  const ownerOf = (request: FastifyRequest, storeId: number) =>
    app.requireStoreRole(request, storeId, ['OWNER']);

  routes.get(
    '/portal/stores/:storeId/reports',
    { ...auth, schema: { params: paramsSchema, querystring: reportQuerySchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await reports.report(request.params.storeId, request.query) };
    },
  );

  routes.get(
    '/portal/stores/:storeId/reports.csv',
    { ...auth, schema: { params: paramsSchema, querystring: reportQuerySchema } },
    async (request, reply) => {
      const { storeId } = request.params;
      await ownerOf(request, storeId);
      const report = await reports.report(storeId, request.query);
      const name = `sales-${storeId}-${report.from}-to-${report.to}-by-${report.groupBy}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(reportCsv(report));
    },
  );

  routes.get(
    '/portal/stores/:storeId/best-sellers.csv',
    { ...auth, schema: { params: paramsSchema, querystring: reportQuerySchema } },
    async (request, reply) => {
      const { storeId } = request.params;
      await ownerOf(request, storeId);
      const sold = await reports.bestSellers(storeId, request.query);
      const name = `best-sellers-${storeId}-${sold.from}-to-${sold.to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(bestSellersCsv(sold));
    },
  );

  routes.get(
    '/portal/stores/:storeId/payouts',
    { ...auth, schema: { params: paramsSchema, querystring: payoutsQuerySchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await reports.payouts(request.params.storeId, request.query) };
    },
  );

  routes.get(
    '/portal/stores/:storeId/statement',
    { ...auth, schema: { params: paramsSchema, querystring: statementQuerySchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await reports.statement(request.params.storeId, request.query) };
    },
  );

  for (const type of ['csv', 'pdf'] as const) {
    routes.get(
      `/portal/stores/:storeId/statement.${type}`,
      { ...auth, schema: { params: paramsSchema, querystring: statementQuerySchema } },
      async (request, reply) => {
        const { storeId } = request.params;
        await ownerOf(request, storeId);
        const statement = await reports.statement(storeId, request.query);
        const name = `statement-${storeId}-${statement.week.weekStart}-to-${statement.week.weekEnd}`;
        return download(
          reply,
          type,
          name,
          type === 'csv' ? statementCsv(statement) : await renderStatementPdf(statement),
        );
      },
    );
  }

  routes.get(
    '/portal/stores/:storeId/sales-tax',
    { ...auth, schema: { params: paramsSchema, querystring: reportQuerySchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await reports.salesTax(request.params.storeId, request.query) };
    },
  );

  for (const type of ['csv', 'pdf'] as const) {
    routes.get(
      `/portal/stores/:storeId/sales-tax.${type}`,
      { ...auth, schema: { params: paramsSchema, querystring: reportQuerySchema } },
      async (request, reply) => {
        const { storeId } = request.params;
        await ownerOf(request, storeId);
        const report = await reports.salesTax(storeId, request.query);
        const name = `sales-tax-${storeId}-${report.from}-to-${report.to}-by-${report.groupBy}`;
        return download(
          reply,
          type,
          name,
          type === 'csv' ? salesTaxCsv(report) : await renderSalesTaxPdf(report),
        );
      },
    );
  }
}
