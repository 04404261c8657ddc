import { printKitFileName, type Business } from '@carta/shared';
import type { PrintRequest } from '@/components/print-kit/print-kit-dialog';
import { apiDownload, saveFile } from '@/lib/api-download';

/** GET /api/businesses/:id/table-cards.pdf: table cards with the place's QR code, saved. */
export async function downloadPlaceTableCards(
  business: Pick<Business, 'id' | 'name'>,
  { paper, per_page, pages, lang, ui }: PrintRequest,
): Promise<void> {
  saveFile(
    await apiDownload(`/businesses/${encodeURIComponent(business.id)}/table-cards.pdf`, {
      query: { paper, per_page, pages, lang, ui },
      fallbackName: printKitFileName('table-cards', business.name),
    }),
  );
}
