import QRCode from 'qrcode';
import { PRINT_KIT, QR_ERROR_CORRECTION } from '@carta/shared';
import type { Pdf } from './pdf-document';

/** A QR code's dark modules, row by row: what is drawn. */
export interface QrMatrix {
  /** Modules per side. */
  size: number;
  isDark: (row: number, column: number) => boolean;
}

/** The code of `text` at the shared error correction level (docs/product.md, "QR codes"). */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}

/** Points per side a code of `size` modules takes with its quiet zone, for `moduleSide` each. */
export const qrSideWithQuietZone = (size: number, moduleSide: number) =>
  (size + 2 * PRINT_KIT.qrQuietZoneModules) * moduleSide;

/**
 * Draws the code as vector squares (sharp at any print size): a white square with the quiet zone
 * at (x, y), `side` points wide in all, the modules in `color`. Adjacent dark modules of a row are
 * drawn as one rectangle, so no hairline gaps show between them.
 */
export function drawQr(
  doc: Pdf,
  matrix: QrMatrix,
  { x, y, side, color }: { x: number; y: number; side: number; color: string },
): void {
  const moduleSide = side / (matrix.size + 2 * PRINT_KIT.qrQuietZoneModules);
  const origin = PRINT_KIT.qrQuietZoneModules * moduleSide;
  doc.save();
  doc.rect(x, y, side, side).fill('#FFFFFF');
  for (let row = 0; row < matrix.size; row++) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.isDark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < matrix.size && matrix.isDark(row, column)) column++;
      doc.rect(
        x + origin + start * moduleSide,
        y + origin + row * moduleSide,
        (column - start) * moduleSide,
        moduleSide,
      );
    }
  }
  doc.fill(color);
  doc.restore();
}
