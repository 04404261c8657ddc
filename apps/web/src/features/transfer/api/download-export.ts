import { API_BASE, authHeaders, errorFromResponse } from '@/lib/api-client';

export type ExportKind = 'json' | 'csv';

const PATHS: Record<ExportKind, string> = { json: 'export.json', csv: 'products.csv' };

/**
 * GET /api/businesses/:id/export.json or products.csv as a file (docs/product.md, "Import and
 * export"): fetched with the session's token, then saved through a temporary link. The bytes stay
 * as the server wrote them (the CSV keeps its byte order mark for Excel).
 */
export async function fetchExport(businessId: string, kind: ExportKind): Promise<Blob> {
  const response = await fetch(
    `${API_BASE}/businesses/${encodeURIComponent(businessId)}/${PATHS[kind]}`,
    { headers: await authHeaders() },
  );
  if (!response.ok) {
    let body: unknown = {};
    try {
      body = await response.json();
    } catch {
      // Not JSON: the status says enough.
    }
    throw errorFromResponse(response.status, body);
  }
  return response.blob();
}

/** Offers `blob` to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from the business name: lowercase letters and digits joined by hyphens. */
export const exportFileName = (businessName: string, kind: ExportKind) =>
  `${
    businessName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'catalogue'
  }-${kind === 'json' ? 'catalogue.json' : 'products.csv'}`;
