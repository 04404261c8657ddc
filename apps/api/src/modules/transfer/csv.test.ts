import { describe, expect, it } from 'vitest';
import {
  CsvMalformedError,
  detectDelimiter,
  guardFormula,
  parseCsv,
  unguardFormula,
  writeCsv,
} from './csv';
import { joinList, splitList } from './products-csv';

const cells = (text: string, delimiter: ',' | ';' = ',') =>
  parseCsv(text, delimiter).map((record) => record.cells);

describe('CSV (RFC 4180)', () => {
  it('reads quotes, doubled quotes, delimiters and line breaks inside cells', () => {
    expect(cells('a,"b,c","say ""hi""","line1\nline2"\r\nx,y,z,w')).toEqual([
      ['a', 'b,c', 'say "hi"', 'line1\nline2'],
      ['x', 'y', 'z', 'w'],
    ]);
  });

  it('drops the byte order mark and blank lines, and counts lines for each record', () => {
    const records = parseCsv('\uFEFFname\r\n"a\nb"\r\n\r\nc\r\n', ',');
    expect(records).toEqual([
      { line: 1, cells: ['name'] },
      { line: 2, cells: ['a\nb'] },
      { line: 5, cells: ['c'] },
    ]);
  });

  it('reads `;` files and tells the delimiter from the header', () => {
    expect(detectDelimiter('name;price;description\nTé;1,50;a, b')).toBe(';');
    expect(detectDelimiter('\uFEFFname,price\n')).toBe(',');
    expect(cells('Té;1,50;"a; b"', ';')).toEqual([['Té', '1,50', 'a; b']]);
  });

  it('refuses a quoted cell that is never closed', () => {
    expect(() => parseCsv('a,"b\nc', ',')).toThrow(CsvMalformedError);
  });

  it('writes a BOM, CRLF and quotes only where needed, and reads back what it wrote', () => {
    const records = [
      ['name', 'note'],
      ['Plain', 'with, comma'],
      ['"Quoted"', 'two\nlines'],
      ['; semi', ' padded '],
    ];
    const text = writeCsv(records);
    expect(text).toBe(
      '\uFEFFname,note\r\nPlain,"with, comma"\r\n"""Quoted""","two\nlines"\r\n; semi," padded "\r\n',
    );
    expect(cells(text)).toEqual(records);
    expect(cells(writeCsv(records, ';'), ';')).toEqual(records);
  });

  it('guards cells a spreadsheet would run as formulas, and the import takes the guard off', () => {
    for (const cell of ['=1+1', '+34 600', '-5', '@SUM(A1)', '\tx']) {
      expect(guardFormula(cell)).toBe(`'${cell}`);
      expect(unguardFormula(guardFormula(cell))).toBe(cell);
    }
    expect(guardFormula('Soup')).toBe('Soup');
    expect(unguardFormula("'quoted")).toBe("'quoted");
  });

  it('lists keep a `|` or `\\` inside an item', () => {
    const items = ['Small', 'Large | family', 'back\\slash'];
    expect(joinList(items)).toBe('Small|Large \\| family|back\\\\slash');
    expect(splitList(joinList(items))).toEqual(items);
    expect(splitList('')).toEqual([]);
  });
});
