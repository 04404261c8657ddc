import { printKitFileName, type Menu } from '@carta/shared';
import type { PrintRequest } from '@/components/print-kit/print-kit-dialog';
import { apiDownload, saveFile } from '@/lib/api-download';

/** GET /api/menus/:id/table-cards.pdf: pages of table cards with the menu's QR code, saved. */
export async function downloadMenuTableCards(
  menu: Pick<Menu, 'id' | 'name'>,
  { paper, per_page, pages, lang, ui }: PrintRequest,
): Promise<void> {
  saveFile(
    await apiDownload(`/menus/${encodeURIComponent(menu.id)}/table-cards.pdf`, {
      query: { paper, per_page, pages, lang, ui },
      fallbackName: printKitFileName('table-cards', menu.name),
    }),
  );
}
