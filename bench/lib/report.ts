// Formatting shared by the owner-API and load benchmarks.

export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`;
export const pass = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/** Rows of cells as aligned columns; `align` per column, 'r' for numbers. */
export function table(rows: string[][], align: ('l' | 'r')[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (align[i] === 'r' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A positive (or, with allowZero, non-negative) number from a command-line option; exits 2 if not. */
export function numberOption(name: string, value: string, allowZero = false): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || (!allowZero && number === 0)) {
    console.error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number`);
    process.exit(2);
  }
  return number;
}
