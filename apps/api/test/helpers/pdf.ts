import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What PDF.js's `render` takes (typed for the browser's canvas; Node's is API-compatible). */
type RenderParameters = Parameters<Awaited<ReturnType<PDFDocumentProxy['getPage']>>['render']>[0];

/**
 * Reads a PDF the API made with an independent renderer (PDF.js, Firefox's): its pages' sizes and
 * texts, and the QR code a page shows as a phone's camera would see it (drawn to pixels, then
 * decoded by jsQR).
 */
export interface ReadPdf {
  pageCount: number;
  /** Width and height of each page, in points. */
  pageSizes: Array<{ width: number; height: number }>;
  /** Each page's text, its pieces joined by single spaces. */
  pageTexts: string[];
  /** The text of a page's first QR code found at `scale` pixels per point, or null. */
  decodeQr(pageNumber: number, options?: { scale?: number; crop?: Crop }): Promise<string | null>;
  close(): Promise<void>;
}

/** A part of the page, in points from its top left corner. */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const pdf: PDFDocumentProxy = await getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    isEvalSupported: false,
  }).promise;
  const pageSizes: ReadPdf['pageSizes'] = [];
  const pageTexts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    pageSizes.push({ width: x1 - x0, height: y1 - y0 });
    const content = await page.getTextContent();
    pageTexts.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  return {
    pageCount: pdf.numPages,
    pageSizes,
    pageTexts,
    async decodeQr(pageNumber, { scale = 2, crop } = {}) {
      const page = await pdf.getPage(pageNumber);
      const viewport = page.getViewport({ scale });
      const area = crop ?? {
        x: 0,
        y: 0,
        width: viewport.width / scale,
        height: viewport.height / scale,
      };
      const canvas = createCanvas(Math.ceil(area.width * scale), Math.ceil(area.height * scale));
      const context = canvas.getContext('2d');
      context.fillStyle = '#FFFFFF';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.translate(-area.x * scale, -area.y * scale);
      await page.render({
        canvas: canvas as unknown as RenderParameters['canvas'],
        canvasContext: context as unknown as RenderParameters['canvasContext'],
        viewport,
      }).promise;
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      return jsQR(image.data, image.width, image.height)?.data ?? null;
    },
    close: () => pdf.destroy(),
  };
}
