import type PdfKitDocument from 'pdfkit';
import { ticketMoneyText, type KitchenTicket } from './ticket-service.js';

// An 80 mm receipt roll: 226.77 points wide, about 72 mm printable.
const PAGE_WIDTH = (80 / 25.4) * 72;
const MARGIN = 10;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

interface Row {
  text: string;
  size: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  gapAfter?: number;
}

// The built-in PDF fonts read Latin-1 only; other characters (a name in Chinese) print as '?'.
const printable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

function ticketRows(ticket: KitchenTicket): Row[] {
  const money = (dollars: number) => `$${dollars.toFixed(2)}`;
  const rows: Row[] = [
    { text: ticket.store.name, size: 13, bold: true, align: 'center' },
    { text: ticket.store.address, size: 8, align: 'center' },
    { text: ticket.store.phone, size: 8, align: 'center', gapAfter: 6 },
    { text: ticket.number, size: 20, bold: true, align: 'center' },
    {
      text: `${ticket.orderTypeLabel.toUpperCase()}${ticket.isPhoneOrder ? ' - PHONE' : ''}`,
      size: 12,
      bold: true,
      align: 'center',
    },
    {
      text: ticket.isAsap ? 'ASAP' : `FOR ${ticket.wantedTime ?? ''}`,
      size: 11,
      bold: true,
      align: 'center',
    },
    { text: `Placed ${ticket.placedAt ?? ''}`, size: 8, align: 'center', gapAfter: 6 },
  ];
  if (ticket.tableName) {
    rows.push({ text: `TABLE ${ticket.tableName}`, size: 14, bold: true, align: 'center', gapAfter: 4 });
  }
  for (const item of ticket.items) {
    rows.push({ text: `${item.quantity} x ${item.name}`, size: 11, bold: true });
    for (const option of item.options) {
      rows.push({
        text: `   + ${option.quantity > 1 ? `${option.quantity} x ` : ''}${option.name}`,
        size: 9,
      });
    }
    if (item.specialInstructions) {
      rows.push({ text: `   NOTE: ${item.specialInstructions}`, size: 9, bold: true });
    }
  }
  if (ticket.specialInstructions) {
    rows.push({ text: `ORDER NOTE: ${ticket.specialInstructions}`, size: 9, bold: true });
  }
  rows.push({ text: ' ', size: 4 });
  // Subtotal, discount, fees, tax, tip and the total: they add up to what was paid or is due.
  for (const [label, amount] of ticketMoneyText(ticket)) {
    rows.push({
      text: `${label} ${amount}`,
      size: label === 'Total' ? 10 : 9,
      bold: label === 'Total',
      align: 'right',
    });
  }
  rows.push({
    text: `${ticket.isPaid ? 'PAID BY CARD' : 'DUE IN STORE'} ${money(ticket.figures.amount)}`,
    size: 12,
    bold: true,
    align: 'right',
    gapAfter: 6,
  });
  rows.push({
    text: `${ticket.customer.firstName} ${ticket.customer.phone}`.trim() || ' ',
    size: 10,
    bold: true,
  });
  if (ticket.deliveryAddress) {
    rows.push({ text: ticket.deliveryAddress, size: 9 });
  }
  return rows.map((row) => ({ ...row, text: printable(row.text) }));
}

type PdfDocumentClass = typeof PdfKitDocument;

function measure(PDFDocument: PdfDocumentClass, rows: Row[]): number {
  const probe = new PDFDocument({ size: [PAGE_WIDTH, 1000], margin: MARGIN });
  const height = rows.reduce((sum, row) => {
    probe.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(row.size);
    return sum + probe.heightOfString(row.text, { width: TEXT_WIDTH }) + (row.gapAfter ?? 1);
  }, 0);
  probe.end();
  return Math.ceil(height + 2 * MARGIN + 10);
}

/**
 * The kitchen ticket as a one-page PDF, 80 mm wide and as long as the order. pdfkit and its fonts take a few
 * megabytes of heap, so they are loaded by the first ticket printed, not at start: most servers never print one
 * (docs/PERFORMANCE.md §8.8).
 */
export async function renderTicketPdf(ticket: KitchenTicket): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const rows = ticketRows(ticket);
  const doc = new PDFDocument({
    size: [PAGE_WIDTH, measure(PDFDocument, rows)],
    margin: MARGIN,
    info: { Title: `${ticket.number} ${ticket.store.name}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const row of rows) {
    doc
      .font(row.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(row.size)
      .text(row.text, { width: TEXT_WIDTH, align: row.align ?? 'left' });
    doc.moveDown((row.gapAfter ?? 1) / row.size);
  }
  doc.end();
  return await done;
}
