import type { FontRole, FontSet } from './fonts';
import type { Pdf } from './pdf-document';

export interface FittedLine {
  font: string;
  size: number;
  text: string;
}

/**
 * One line of `text` that fits `maxWidth`: at `size`, else smaller down to `minSize`, else cut
 * with an ellipsis at `minSize`.
 */
export function fitLine(
  doc: Pdf,
  fonts: FontSet,
  role: FontRole,
  text: string,
  { maxWidth, size, minSize }: { maxWidth: number; size: number; minSize: number },
): FittedLine {
  const font = fonts.pick(role, `${text}…`);
  doc.font(font);
  const width = (value: string, at: number) => doc.fontSize(at).widthOfString(value);
  const natural = width(text, size);
  if (natural <= maxWidth) return { font, size, text };
  const shrunk = Math.max(minSize, (size * maxWidth) / natural);
  if (width(text, shrunk) <= maxWidth) return { font, size: shrunk, text };
  const characters = [...text];
  while (characters.length > 1 && width(`${characters.join('').trimEnd()}…`, shrunk) > maxWidth) {
    characters.pop();
  }
  return { font, size: shrunk, text: `${characters.join('').trimEnd()}…` };
}

/** Draws a fitted line centred in `width` from (x, y). */
export function drawCentered(
  doc: Pdf,
  line: FittedLine,
  { x, y, width, color }: { x: number; y: number; width: number; color: string },
): void {
  doc
    .font(line.font)
    .fontSize(line.size)
    .fillColor(color)
    .text(line.text, x, y, { width, align: 'center', lineBreak: false });
}

/** The height a line of `size` takes (the font's line gap included). */
export const lineHeight = (doc: Pdf, line: FittedLine) =>
  doc.font(line.font).fontSize(line.size).currentLineHeight(true);
