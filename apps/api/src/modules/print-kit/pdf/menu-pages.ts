import {
  ALLERGENS,
  PAPER_POINTS,
  formatPrice,
  pointsFromMm,
  type Language,
  type PaperSize,
  type PrintTexts,
  type PublicMenuAvailable,
  type PublicMenuProduct,
} from '@carta/shared';
import type { PrintLogo } from '../logo';
import type { FontRole, FontSet } from './fonts';
import { addPage, type Pdf } from './pdf-document';
import type { PrintColors } from './print-colors';

/** What the printable menu is made of (docs/product.md, "Print kit"). */
export interface PrintableMenu {
  menu: PublicMenuAvailable;
  /** The kit's own words, and the language prices are formatted in. */
  texts: PrintTexts;
  language: Language;
  logo: PrintLogo | null;
  colors: PrintColors;
}

const MARGIN = pointsFromMm(15);
/** Room under the text for the footer line. */
const FOOTER = pointsFromMm(12);
const SIZE = {
  business: 22,
  menu: 13,
  category: 15,
  name: 11,
  detail: 9.5,
  marker: 8.5,
  footer: 8,
};
const GAP = { afterHeader: 18, beforeCategory: 14, afterCategory: 6, betweenProducts: 8 };

/** An allergen's number in the legend: its place in the EU list (1 gluten … 14 molluscs). */
const allergenNumber = (allergen: string) => ALLERGENS.indexOf(allergen as never) + 1;

interface Run {
  role: FontRole;
  size: number;
  text: string;
  color: keyof PrintColors;
  /** Where it starts, from the block's left edge, and how wide it may wrap. */
  x: number;
  width: number;
  /** Right-aligned within its width (prices). */
  right?: boolean;
  /** Drawn on the same line as the previous run (a price beside a name). */
  sameLine?: boolean;
}

/** One product as printed: its runs and their height, measured before anything is drawn. */
interface Block {
  runs: Run[];
  height: number;
}

export class MenuPages {
  private readonly width: number;
  private readonly bottom: number;
  private y = MARGIN;

  constructor(
    private readonly doc: Pdf,
    private readonly fonts: FontSet,
    private readonly paper: PaperSize,
    private readonly content: PrintableMenu,
  ) {
    this.width = PAPER_POINTS[paper].width - 2 * MARGIN;
    this.bottom = PAPER_POINTS[paper].height - MARGIN - FOOTER;
  }

  private font(run: Pick<Run, 'role' | 'size' | 'text'>) {
    return this.doc.font(this.fonts.pick(run.role, run.text)).fontSize(run.size);
  }

  private runHeight(run: Run): number {
    if (run.sameLine) return 0;
    return this.font(run).heightOfString(run.text, { width: run.width });
  }

  private measure(runs: Run[]): Block {
    return { runs, height: runs.reduce((sum, run) => sum + this.runHeight(run), 0) };
  }

  private drawBlock(block: Block): void {
    let lineTop = this.y;
    for (const run of block.runs) {
      const top = run.sameLine ? lineTop : this.y;
      this.font(run)
        .fillColor(this.content.colors[run.color])
        .text(run.text, MARGIN + run.x, top, {
          width: run.width,
          align: run.right ? 'right' : 'left',
        });
      if (!run.sameLine) {
        lineTop = top;
        this.y = top + this.runHeight(run);
      }
    }
  }

  private newPage(): void {
    addPage(this.doc, this.paper);
    this.y = MARGIN;
  }

  /** Starts a new page unless `height` more fits on this one. */
  private ensureRoom(height: number): void {
    if (this.y + height > this.bottom && this.y > MARGIN) this.newPage();
  }

  private price(price: string): string {
    return formatPrice(price, {
      currency: this.content.menu.business.currency,
      language: this.content.language,
    });
  }

  private productBlock(product: PublicMenuProduct): Block {
    const { texts } = this.content;
    const soldOut = product.sold_out;
    const muted = soldOut ? 'subtext' : 'ink';
    const priceText = product.variants.length ? '' : this.price(product.price);
    const priceWidth = priceText
      ? this.font({ role: 'bodyBold', size: SIZE.name, text: priceText }).widthOfString(priceText)
      : 0;
    const nameWidth = this.width - (priceWidth ? priceWidth + 12 : 0);
    const name = soldOut ? `${product.name} — ${texts.soldOut}` : product.name;
    const runs: Run[] = [
      { role: 'bodyBold', size: SIZE.name, text: name, color: muted, x: 0, width: nameWidth },
    ];
    if (priceText) {
      runs.push({
        role: 'bodyBold',
        size: SIZE.name,
        text: priceText,
        color: muted,
        x: nameWidth,
        width: this.width - nameWidth,
        right: true,
        sameLine: true,
      });
    }
    const markers = [
      ...product.dietary.map((label) => texts.dietary[label]),
      product.allergens === null
        ? null
        : product.allergens.length
          ? `${texts.contains}: ${product.allergens.map(allergenNumber).join(', ')}`
          : texts.noAllergens,
    ].filter((marker): marker is string => Boolean(marker));
    if (markers.length) {
      runs.push({
        role: 'body',
        size: SIZE.marker,
        text: markers.join(' · '),
        color: 'accent',
        x: 0,
        width: this.width,
      });
    }
    if (product.description) {
      runs.push({
        role: 'body',
        size: SIZE.detail,
        text: product.description,
        color: 'subtext',
        x: 0,
        width: this.width,
      });
    }
    const indent = 12;
    for (const variant of product.variants) {
      const variantPrice = this.price(variant.price);
      const priceW = this.font({
        role: 'body',
        size: SIZE.detail,
        text: variantPrice,
      }).widthOfString(variantPrice);
      const variantWidth = this.width - indent - priceW - 12;
      runs.push(
        {
          role: 'body',
          size: SIZE.detail,
          text: variant.name,
          color: muted,
          x: indent,
          width: variantWidth,
        },
        {
          role: 'body',
          size: SIZE.detail,
          text: variantPrice,
          color: muted,
          x: indent + variantWidth,
          width: this.width - indent - variantWidth,
          right: true,
          sameLine: true,
        },
      );
    }
    return this.measure(runs);
  }

  private header(): void {
    const { menu, logo } = this.content;
    if (logo) {
      const height = 48;
      const width = Math.min(this.width, (height * logo.width) / logo.height);
      const drawnHeight = (width * logo.height) / logo.width;
      this.doc.image(logo.png, MARGIN + (this.width - width) / 2, this.y, {
        width,
        height: drawnHeight,
      });
      this.y += drawnHeight + 8;
    }
    this.centeredLine('heading', SIZE.business, menu.business.name, 'accent');
    this.centeredLine('body', SIZE.menu, menu.name, 'subtext');
    this.y += 6;
    this.rule(this.content.colors.accent, 1);
    this.y += GAP.afterHeader;
  }

  private centeredLine(role: FontRole, size: number, text: string, color: keyof PrintColors) {
    const font = this.font({ role, size, text });
    const height = font.heightOfString(text, { width: this.width });
    font.fillColor(this.content.colors[color]).text(text, MARGIN, this.y, {
      width: this.width,
      align: 'center',
    });
    this.y += height;
  }

  private rule(color: string, width: number): void {
    this.doc
      .save()
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + this.width, this.y)
      .lineWidth(width)
      .stroke(color)
      .restore();
  }

  private categoryHeading(name: string): Block {
    return this.measure([
      {
        role: 'heading',
        size: SIZE.category,
        text: name,
        color: 'accent',
        x: 0,
        width: this.width,
      },
    ]);
  }

  private legend(): void {
    const { texts } = this.content;
    const title = this.measure([
      {
        role: 'bodyBold',
        size: SIZE.name,
        text: texts.legendTitle,
        color: 'ink',
        x: 0,
        width: this.width,
      },
    ]);
    const columnWidth = this.width / 2;
    const rows = Math.ceil(ALLERGENS.length / 2);
    const entry = (index: number) => `${index + 1}  ${texts.allergens[ALLERGENS[index]!]}`;
    const rowHeight = this.font({
      role: 'body',
      size: SIZE.detail,
      text: entry(0),
    }).currentLineHeight(true);
    const note = this.measure([
      {
        role: 'body',
        size: SIZE.marker,
        text: texts.legendNote,
        color: 'subtext',
        x: 0,
        width: this.width,
      },
    ]);
    this.y += GAP.beforeCategory;
    this.ensureRoom(title.height + rows * rowHeight + note.height + 12);
    this.rule('#D1D5DB', 0.5);
    this.y += 6;
    this.drawBlock(title);
    this.y += 4;
    const top = this.y;
    ALLERGENS.forEach((_, index) => {
      const column = index < rows ? 0 : 1;
      const row = index % rows;
      const text = entry(index);
      this.font({ role: 'body', size: SIZE.detail, text })
        .fillColor(this.content.colors.ink)
        .text(text, MARGIN + column * columnWidth, top + row * rowHeight, {
          width: columnWidth,
          lineBreak: false,
        });
    });
    this.y = top + rows * rowHeight + 4;
    this.drawBlock(note);
  }

  private footers(): void {
    const { doc, content } = this;
    const range = doc.bufferedPageRange();
    const label = `${content.menu.business.name} · ${content.menu.name}`;
    for (let index = 0; index < range.count; index++) {
      doc.switchToPage(range.start + index);
      const y = PAPER_POINTS[this.paper].height - MARGIN - SIZE.footer;
      const page = content.texts.pageOf
        .replace('{page}', String(index + 1))
        .replace('{pages}', String(range.count));
      this.font({ role: 'body', size: SIZE.footer, text: label })
        .fillColor(content.colors.subtext)
        .text(label, MARGIN, y, { width: this.width * 0.7, lineBreak: false });
      this.font({ role: 'body', size: SIZE.footer, text: page }).text(page, MARGIN, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
    }
  }

  /**
   * The whole menu: its header, then each category with its products in menu order. A product is
   * never split across pages, and a category's heading never ends a page without its first
   * product. The allergen legend closes the menu; every page gets a footer with its number.
   */
  draw(): void {
    const { menu, texts } = this.content;
    this.newPage();
    this.header();
    if (menu.categories.length === 0) {
      this.centeredLine('body', SIZE.detail, texts.emptyMenu, 'subtext');
    }
    for (const category of menu.categories) {
      const heading = this.categoryHeading(category.name);
      const blocks = category.products.map((product) => this.productBlock(product));
      this.y += GAP.beforeCategory;
      this.ensureRoom(heading.height + GAP.afterCategory + (blocks[0]?.height ?? 0));
      this.drawBlock(heading);
      this.y += GAP.afterCategory;
      for (const block of blocks) {
        this.ensureRoom(block.height);
        this.drawBlock(block);
        this.y += GAP.betweenProducts;
      }
    }
    this.legend();
    this.footers();
  }
}
