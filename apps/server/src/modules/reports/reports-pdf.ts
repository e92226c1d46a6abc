import type PdfKitDocument from 'pdfkit';
import { formatCents, REPORT_ORDER_TYPES } from '@orderlane/domain';
import { STATEMENT_KIND_NAMES, statementTotalRows } from './reports-csv.js';
import type { ReportsService } from './reports-service.js';

type Statement = Awaited<ReturnType<ReportsService['statement']>>;
type SalesTax = Awaited<ReturnType<ReportsService['salesTax']>>;

// US Letter, in points.
const PAGE = { width: 612, height: 792, margin: 40 };
const ROW_HEIGHT = 14;

// The built-in PDF fonts read Latin-1 only; other characters (a store's name in Chinese) print as '?'.
const printable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

type Doc = InstanceType<typeof PdfKitDocument>;

/** Draws a table from the current position, starting a new page (with the header again) when one fills up. */
function table(doc: Doc, columns: Column[], rows: { cells: string[]; bold?: boolean }[]) {
  const header = () => {
    drawRow(
      columns.map((column) => column.title),
      true,
    );
    doc
      .moveTo(PAGE.margin, doc.y)
      .lineTo(PAGE.width - PAGE.margin, doc.y)
      .lineWidth(0.5)
      .stroke();
    doc.y += 2;
  };
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y + ROW_HEIGHT > PAGE.height - PAGE.margin) {
      doc.addPage();
      doc.y = PAGE.margin;
      header();
    }
    const y = doc.y;
    let x = PAGE.margin;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    columns.forEach((column, index) => {
      doc.text(printable(cells[index] ?? ''), x + 2, y, {
        width: column.width - 4,
        align: column.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += column.width;
    });
    doc.x = PAGE.margin;
    doc.y = y + ROW_HEIGHT;
  };
  header();
  for (const row of rows) {
    drawRow(row.cells, row.bold ?? false);
  }
}

async function render(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: PAGE.margin, info: { Title: printable(title) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return await done;
}

const heading = (doc: Doc, lines: string[]) => {
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(printable(lines[0] ?? ''));
  doc.font('Helvetica').fontSize(9);
  for (const line of lines.slice(1)) {
    doc.text(printable(line));
  }
  doc.moveDown(0.8);
};

const STATUS_TEXT = {
  OPEN: 'Week in progress',
  DUE: 'Due',
  NOTHING_DUE: 'Nothing due: no money moved',
  HELD: 'Held',
} as const;

/** A week's statement as a PDF: the week, the fee rule, every transaction, then the totals. */
export function renderStatementPdf(statement: Statement): Promise<Buffer> {
  const { week } = statement;
  const title = `Statement ${week.weekStart} to ${week.weekEnd} - ${statement.storeName}`;
  return render(title, (doc) => {
    const status =
      week.status === 'DUE'
        ? `Due Wednesday ${week.payoutDate} (no bank transfer has been made yet)`
        : week.status === 'HELD'
          ? `Held until ${week.heldUntil ?? ''}: the payout bank account was changed`
          : STATUS_TEXT[week.status];
    heading(doc, [
      `${statement.storeName}: weekly statement`,
      `Week ${week.weekStart} (Wednesday) to ${week.weekEnd} (Tuesday), ${statement.timeZone} time. ${status}.`,
      `Card fee: ${statement.fee.ratePercent}% + ${formatCents(statement.fee.fixedCents)} of each settled charge, rounded to the cent. ` +
        'A voided charge has no fee; the fee of a refunded charge is not returned.',
      'Reward credit, referral credit and first-order promos are paid by the platform, on top of the card charges.',
    ]);
    table(
      doc,
      [
        { title: 'Time', width: 100 },
        { title: 'Order', width: 70 },
        { title: 'Type', width: 62 },
        { title: 'Transaction', width: 200 },
        { title: 'Amount', width: 100, align: 'right' },
      ],
      [
        ...statement.transactions.map((row) => ({
          cells: [
            row.localTime.slice(0, 16),
            row.number,
            row.orderType,
            STATEMENT_KIND_NAMES[row.kind],
            formatCents(row.amountCents),
          ],
        })),
        ...(statement.transactions.length === 0
          ? [{ cells: ['', '', '', 'No transactions this week', ''] }]
          : []),
      ],
    );
    doc.moveDown(1);
    table(
      doc,
      [
        { title: 'Totals', width: 432 },
        { title: '', width: 100, align: 'right' },
      ],
      statementTotalRows(statement).map(([label, cents]) => ({
        cells: [label, formatCents(cents)],
        bold: label === 'Amount due',
      })),
    );
  });
}

/** The sales-tax report as a PDF: per period then the totals by order type. */
export function renderSalesTaxPdf(report: SalesTax): Promise<Buffer> {
  const title = `Sales tax ${report.from} to ${report.to} - ${report.storeName}`;
  const columns: Column[] = [
    { title: report.groupBy === 'week' ? 'Week of' : 'Day', width: 72 },
    { title: 'Order type', width: 62 },
    { title: 'Orders', width: 40, align: 'right' },
    { title: 'Taxable sales', width: 72, align: 'right' },
    { title: 'Tax collected', width: 72, align: 'right' },
    { title: 'Refunded tax', width: 70, align: 'right' },
    { title: 'Net taxable', width: 72, align: 'right' },
    { title: 'Net tax', width: 72, align: 'right' },
  ];
  type Figures = SalesTax['totals'];
  const cells = (period: string, type: string, figures: Figures) => [
    period,
    type,
    String(figures.orders),
    formatCents(figures.taxableSalesCents),
    formatCents(figures.taxCents),
    formatCents(figures.refundedTaxCents),
    formatCents(figures.netTaxableSalesCents),
    formatCents(figures.netTaxCents),
  ];
  return render(title, (doc) => {
    heading(doc, [
      `${report.storeName}: sales tax`,
      `${report.from} to ${report.to}, by ${report.groupBy}, ${report.timeZone} time.`,
      'Tax collected on orders whose money was taken (card, or kept in-store orders), less the tax of voided ' +
        'and refunded charges. Taxable sales are the taxed items less their share of any discount.',
    ]);
    const rows: { cells: string[]; bold?: boolean }[] = [];
    for (const period of report.periods) {
      rows.push({ cells: cells(period.period, 'All', period), bold: true });
      for (const type of REPORT_ORDER_TYPES) {
        if (period.byOrderType[type].orders > 0) {
          rows.push({ cells: cells('', type, period.byOrderType[type]) });
        }
      }
    }
    rows.push({ cells: cells('Total', 'All', report.totals), bold: true });
    for (const type of REPORT_ORDER_TYPES) {
      if (report.byOrderType[type].orders > 0) {
        rows.push({ cells: cells('Total', type, report.byOrderType[type]) });
      }
    }
    table(doc, columns, rows);
  });
}
