/**
 * RFC 4180 CSV, as spreadsheets read and write it (docs/product.md, "Import and export"): cells
 * quoted when they hold the delimiter, a quote or a line break; quotes doubled; CRLF between
 * records. Writing starts with a UTF-8 byte order mark so Excel reads accents right; reading
 * drops it and accepts `,` or `;` (what Excel writes where the decimal separator is a comma).
 */

export type Delimiter = ',' | ';';

const BOM = '\uFEFF';

/** Thrown for a quoted cell that is never closed: the rest of the file cannot be read. */
export class CsvMalformedError extends Error {
  constructor() {
    super('unclosed quoted cell');
    this.name = 'CsvMalformedError';
  }
}

/** The delimiter of a file, judged from its header line: whichever of `;` and `,` it has more of. */
export function detectDelimiter(text: string): Delimiter {
  const header = stripBom(text).split(/\r?\n/, 1)[0] ?? '';
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

export const stripBom = (text: string) => (text.startsWith(BOM) ? text.slice(1) : text);

/** One record per line of the file (line breaks inside quotes stay in the cell); blank lines are skipped. */
export interface CsvRecord {
  /** The file line it starts on (1-based). */
  line: number;
  cells: string[];
}

export function parseCsv(input: string, delimiter: Delimiter): CsvRecord[] {
  const text = stripBom(input);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let i = 0;

  const endRecord = () => {
    cells.push(cell);
    // A blank line is no record (spreadsheets add them at the end).
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };

  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (char === '\n') line += 1;
      cell += char;
      i += 1;
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      i += 1;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      cell += char;
      i += 1;
    }
  }
  if (quoted) throw new CsvMalformedError();
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

const needsQuotes = (cell: string, delimiter: Delimiter) =>
  cell.includes(delimiter) || /["\r\n]/.test(cell) || /^\s|\s$/.test(cell);

/** Records → CSV text with a byte order mark, CRLF line ends and quotes only where needed. */
export function writeCsv(
  records: readonly (readonly string[])[],
  delimiter: Delimiter = ',',
): string {
  const lines = records.map((cells) =>
    cells
      .map((cell) => (needsQuotes(cell, delimiter) ? `"${cell.replaceAll('"', '""')}"` : cell))
      .join(delimiter),
  );
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * Formula-injection guard (docs/security.md): a cell a spreadsheet would run as a formula gets a
 * leading apostrophe on export, which spreadsheets show as text; the import takes it off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const guardFormula = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

export const unguardFormula = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
