import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { bestSellersCsv } from './reports-csv.js';

describe('best-sellers.csv', () => {
  it('exports item names a spreadsheet would run as formulas as text, and amounts as numbers', () => {
    const items = [
      {
        name: '=HYPERLINK("https://evil.example","Refund")',
        cnName: '@SUM(1+1)',
        quantity: 3,
        salesCents: 1250,
      },
      { name: "+cmd|' /C calc'!A0", cnName: null, quantity: 2, salesCents: 800 },
      { name: '\tTabbed', cnName: '-2+3', quantity: 1, salesCents: 399 },
      { name: 'Burger', cnName: '汉堡', quantity: 1, salesCents: 1000 },
    ];
    const csv = bestSellersCsv({ storeId: 1, from: '2026-01-01', to: '2026-01-31', items });
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        rank: '1',
        item: `'=HYPERLINK("https://evil.example","Refund")`,
        item_zh: "'@SUM(1+1)",
        quantity: '3',
        sales: '12.50',
      },
      { rank: '2', item: "'+cmd|' /C calc'!A0", item_zh: '', quantity: '2', sales: '8.00' },
      { rank: '3', item: "'\tTabbed", item_zh: "'-2+3", quantity: '1', sales: '3.99' },
      { rank: '4', item: 'Burger', item_zh: '汉堡', quantity: '1', sales: '10.00' },
    ]);
  });
});
