import type { FontFamily, PaperSize, TableCardsQuery } from '@carta/shared';
import type { PrintLogo } from '../logo';
import { fontSet } from './fonts';
import { MenuPages, type PrintableMenu } from './menu-pages';
import { createPdf } from './pdf-document';
import { qrMatrix } from './qr-code';
import { drawTableCards, type TableCard } from './table-cards';

/** What every PDF of the kit starts from. */
interface PdfBase {
  paper: PaperSize;
  fontFamily: FontFamily;
  /** The document's title (its metadata) and language. */
  title: string;
  language: string;
}

/**
 * A PDF to make, as plain data: everything read from the database and storage beforehand, so the
 * drawing can run in a worker thread (docs/security.md, "Printing"). Buffers arrive there as
 * Uint8Arrays.
 */
export type PrintJob =
  | (PdfBase & {
      kind: 'tableCards';
      card: Omit<TableCard, 'qr'> & { qrText: string };
      layout: { perPage: TableCardsQuery['per_page']; pages: number };
    })
  | (PdfBase & { kind: 'menu'; printable: PrintableMenu });

/** A logo's PNG as a Buffer again after a trip through postMessage. */
const asBufferLogo = (logo: PrintLogo | null): PrintLogo | null =>
  logo && {
    ...logo,
    png: Buffer.from(logo.png.buffer, logo.png.byteOffset, logo.png.byteLength),
  };

/** Draws the job's PDF: CPU only, no I/O but the font files. */
export function makePdf(job: PrintJob): Promise<Buffer> {
  const fonts = fontSet(job.fontFamily);
  const { doc, finish } = createPdf({
    paper: job.paper,
    fonts,
    title: job.title,
    language: job.language,
    bufferPages: job.kind === 'menu',
  });
  if (job.kind === 'tableCards') {
    const { qrText, logo, ...card } = job.card;
    drawTableCards(
      doc,
      fonts,
      { ...card, qr: qrMatrix(qrText), logo: asBufferLogo(logo) },
      { paper: job.paper, ...job.layout },
    );
  } else {
    const { printable } = job;
    new MenuPages(doc, fonts, job.paper, {
      ...printable,
      logo: asBufferLogo(printable.logo),
    }).draw();
  }
  return finish();
}
