import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardCsvCell, stringifyGuardedCsv, unguardCsvCell } from './csv-formula-guard.js';

const RUNS_AS_FORMULA = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
// Texts built from the characters that matter here, so the generator hits the edge cases often.
const edgyText = fc
  .array(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', "'", '"', ',', ' ', '1', '.', 'a', '汉'), {
    maxLength: 8,
  })
  .map((chars) => chars.join(''));

describe('CSV cells never run as spreadsheet formulas, and read back exactly', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Menu")', `'=HYPERLINK("https://evil.example","Menu")`],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ["'Quoted", "''Quoted"],
    ["'=already marked", "''=already marked"],
    ["'", "''"],
    ['-2.50', '-2.50'],
    ['12.50', '12.50'],
    ['Burger', 'Burger'],
    ["Joe's", "Joe's"],
    ['', ''],
  ])('exports %j as %j and reads it back', (text, cell) => {
    expect(guardCsvCell(text)).toBe(cell);
    expect(unguardCsvCell(cell)).toBe(text);
  });

  it("keeps an apostrophe a person typed before anything else (not the export's mark)", () => {
    expect(unguardCsvCell("'Quoted")).toBe("'Quoted");
    expect(unguardCsvCell("'12")).toBe("'12");
  });

  it('reads every text back unchanged, and no guarded cell starts as a formula', () => {
    fc.assert(
      fc.property(fc.oneof(edgyText, fc.string()), (text) => {
        const cell = guardCsvCell(text);
        expect(unguardCsvCell(cell)).toBe(text);
        expect(RUNS_AS_FORMULA.test(cell) && !PLAIN_NUMBER.test(cell)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('survives a whole CSV file: written by csv-stringify, parsed by csv-parse, unguarded', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(edgyText, fc.string()), { minLength: 1, maxLength: 5 }), (rows) => {
        const csv = stringifyGuardedCsv(
          rows.map((row) => [...row]),
          ['a', 'b'],
        );
        const read = parse(csv, { columns: true }) as { a: string; b: string }[];
        expect(read.map((row) => [unguardCsvCell(row.a), unguardCsvCell(row.b)])).toEqual(rows);
      }),
      { numRuns: 500 },
    );
  });
});
