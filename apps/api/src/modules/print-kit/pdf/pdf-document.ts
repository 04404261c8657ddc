import PDFDocument from 'pdfkit';
import type { PaperSize } from '@carta/shared';
import { PAPER_POINTS } from '@carta/shared';
import type { FontSet } from './fonts';

export type Pdf = InstanceType<typeof PDFDocument>;

export interface PdfOptions {
  paper: PaperSize;
  fonts: FontSet;
  title: string;
  language: string;
  /** Pages kept in memory until the end, for footers that need the page count. */
  bufferPages?: boolean;
}

/**
 * A new PDF on the paper's page size with the kit's fonts registered and no automatic margins
 * (the layouts place everything themselves). `finish` ends it and gives its bytes.
 */
export function createPdf(options: PdfOptions): { doc: Pdf; finish: () => Promise<Buffer> } {
  const { width, height } = PAPER_POINTS[options.paper];
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    autoFirstPage: false,
    bufferPages: options.bufferPages ?? false,
    lang: options.language,
    displayTitle: true,
    info: { Title: options.title, Creator: 'Carta', Producer: 'Carta' },
  });
  for (const [name, data] of options.fonts.files) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return ended;
    },
  };
}

/** Adds a page of the document's paper size, without margins. */
export const addPage = (doc: Pdf, paper: PaperSize) =>
  doc.addPage({ size: [PAPER_POINTS[paper].width, PAPER_POINTS[paper].height], margin: 0 });
