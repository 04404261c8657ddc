import { printKitFileName, type Menu } from '@carta/shared';
import type { PrintRequest } from '@/components/print-kit/print-kit-dialog';
import { apiDownload, saveFile } from '@/lib/api-download';

/** GET /api/menus/:id/print.pdf: the whole menu as a PDF to print, saved. */
export async function downloadMenuPrint(
  menu: Pick<Menu, 'id' | 'name'>,
  { paper, lang, ui }: PrintRequest,
): Promise<void> {
  saveFile(
    await apiDownload(`/menus/${encodeURIComponent(menu.id)}/print.pdf`, {
      query: { paper, lang, ui },
      fallbackName: printKitFileName('menu', menu.name),
    }),
  );
}
