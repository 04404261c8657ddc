import {
  PAPER_POINTS,
  PRINT_KIT,
  pointsFromMm,
  type CardsPerPage,
  type PaperSize,
} from '@carta/shared';
import type { PrintLogo } from '../logo';
import { drawCentered, fitLine, lineHeight, type FittedLine } from './fit-text';
import type { FontSet } from './fonts';
import { addPage, type Pdf } from './pdf-document';
import type { PrintColors } from './print-colors';
import { drawQr, qrSideWithQuietZone, type QrMatrix } from './qr-code';

/** What one table card shows (docs/product.md, "Print kit"). */
export interface TableCard {
  /** The business's name. */
  title: string;
  /** The menu's name; null on a place's card. */
  subtitle: string | null;
  callToAction: string;
  /** The page's address as printed under the code, for a phone that does not scan. */
  address: string;
  qr: QrMatrix;
  logo: PrintLogo | null;
  colors: PrintColors;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Columns × rows of cards on a portrait page. */
export const CARD_GRID: Readonly<Record<CardsPerPage, { columns: number; rows: number }>> = {
  1: { columns: 1, rows: 1 },
  2: { columns: 1, rows: 2 },
  4: { columns: 2, rows: 2 },
  6: { columns: 2, rows: 3 },
};

/** The cells of one page: the printable area (inside the margin) cut into the grid. */
export function cardCells(paper: PaperSize, perPage: CardsPerPage): Box[] {
  const page = PAPER_POINTS[paper];
  const margin = pointsFromMm(PRINT_KIT.pageMarginMm);
  const { columns, rows } = CARD_GRID[perPage];
  const width = (page.width - 2 * margin) / columns;
  const height = (page.height - 2 * margin) / rows;
  const cells: Box[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      cells.push({ x: margin + column * width, y: margin + row * height, width, height });
    }
  }
  return cells;
}

/** Where each part of a card goes, and the printed size of its code. */
export interface CardPlan {
  frame: Box;
  band: Box;
  logo: Box | null;
  lines: Array<{ line: FittedLine; y: number; color: keyof PrintColors }>;
  qr: { x: number; y: number; side: number };
  /** Side of the code's modules without the quiet zone, in points (≥ PRINT_KIT.qrMinMm). */
  qrModulesSide: number;
}

const QR_MIN_POINTS = pointsFromMm(PRINT_KIT.qrMinMm);

/**
 * Lays a card out in its cell: a band in the accent colour, the logo, the business's and the
 * menu's names, the code as large as the rest leaves room for, the call to action and the
 * address. Where the code would print smaller than PRINT_KIT.qrMinMm, the logo and then the
 * address give way; the code never does.
 */
export function planCard(doc: Pdf, fonts: FontSet, card: TableCard, cell: Box): CardPlan {
  const inset = Math.min(cell.width, cell.height) * 0.025;
  const frame = {
    x: cell.x + inset,
    y: cell.y + inset,
    width: cell.width - 2 * inset,
    height: cell.height - 2 * inset,
  };
  const base = Math.min(frame.width, frame.height);
  const pad = base * 0.06;
  const gap = base * 0.03;
  const inner = frame.width - 2 * pad;
  const band = { x: frame.x, y: frame.y, width: frame.width, height: base * 0.035 };
  const fit = (role: 'heading' | 'body' | 'bodyBold', text: string, size: number) =>
    fitLine(doc, fonts, role, text, { maxWidth: inner, size, minSize: size * 0.6 });
  const title = fit('heading', card.title, base * 0.07);
  const subtitle = card.subtitle ? fit('body', card.subtitle, base * 0.045) : null;
  const cta = fit('bodyBold', card.callToAction, base * 0.055);
  const address = fit('body', card.address, Math.max(6, base * 0.028));
  const modules = card.qr.size;
  const sideFor = (modulesSide: number) => qrSideWithQuietZone(modules, modulesSide / modules);

  for (const [withLogo, withAddress] of [
    [true, true],
    [false, true],
    [false, false],
  ] as const) {
    const logoHeight = withLogo && card.logo ? base * 0.13 : 0;
    const textHeight =
      lineHeight(doc, title) +
      (subtitle ? lineHeight(doc, subtitle) : 0) +
      lineHeight(doc, cta) +
      (withAddress ? lineHeight(doc, address) : 0);
    // The code's quiet zone is its own white margin: no further gap around it.
    const fixed = 2 * pad + band.height + gap + (logoHeight ? logoHeight + gap : 0) + textHeight;
    const room = Math.min(frame.height - fixed, inner, frame.width * 0.62);
    const qrModulesSide = (room * modules) / (modules + 2 * PRINT_KIT.qrQuietZoneModules);
    if (qrModulesSide < QR_MIN_POINTS && withAddress) continue;
    const side = sideFor(qrModulesSide);
    // What is left over is shared above and below the contents.
    let y = frame.y + band.height + pad + gap + (frame.height - fixed - side) / 2;
    const lines: CardPlan['lines'] = [];
    let logo: Box | null = null;
    if (logoHeight && card.logo) {
      const width = Math.min(inner, (logoHeight * card.logo.width) / card.logo.height);
      const height = (width * card.logo.height) / card.logo.width;
      logo = {
        x: frame.x + (frame.width - width) / 2,
        y: y + (logoHeight - height) / 2,
        width,
        height,
      };
      y += logoHeight + gap;
    }
    lines.push({ line: title, y, color: 'accent' });
    y += lineHeight(doc, title);
    if (subtitle) {
      lines.push({ line: subtitle, y, color: 'subtext' });
      y += lineHeight(doc, subtitle);
    }
    const qr = { x: frame.x + (frame.width - side) / 2, y, side };
    y += side;
    lines.push({ line: cta, y, color: 'accent' });
    y += lineHeight(doc, cta);
    if (withAddress) lines.push({ line: address, y, color: 'subtext' });
    return { frame, band, logo, lines, qr, qrModulesSide };
  }
  throw new Error('A table card has no room for its QR code');
}

function drawCard(doc: Pdf, card: TableCard, plan: CardPlan): void {
  const { frame, band, colors } = { ...plan, colors: card.colors };
  doc.save();
  doc
    .roundedRect(frame.x, frame.y, frame.width, frame.height, 6)
    .lineWidth(1)
    .stroke(colors.accent);
  doc.roundedRect(band.x, band.y, band.width, band.height + 6, 6).clip();
  doc.rect(band.x, band.y, band.width, band.height).fill(colors.accent);
  doc.restore();
  if (plan.logo && card.logo) {
    doc.image(card.logo.png, plan.logo.x, plan.logo.y, {
      width: plan.logo.width,
      height: plan.logo.height,
    });
  }
  drawQr(doc, card.qr, { ...plan.qr, color: colors.qr });
  for (const { line, y, color } of plan.lines) {
    drawCentered(doc, line, { x: frame.x, y, width: frame.width, color: colors[color] });
  }
}

/** Dashed guides between the cells, to cut the cards apart. */
function drawCutLines(doc: Pdf, cells: readonly Box[]): void {
  doc.save().lineWidth(0.5).dash(3, { space: 3 }).strokeColor('#9CA3AF');
  for (const cell of cells) doc.rect(cell.x, cell.y, cell.width, cell.height).stroke();
  doc.undash().restore();
}

/** `pages` pages of `perPage` identical cards. */
export function drawTableCards(
  doc: Pdf,
  fonts: FontSet,
  card: TableCard,
  { paper, perPage, pages }: { paper: PaperSize; perPage: CardsPerPage; pages: number },
): void {
  const cells = cardCells(paper, perPage);
  const plans = cells.map((cell) => planCard(doc, fonts, card, cell));
  for (let page = 0; page < pages; page++) {
    addPage(doc, paper);
    if (cells.length > 1) drawCutLines(doc, cells);
    for (const plan of plans) drawCard(doc, card, plan);
  }
}
