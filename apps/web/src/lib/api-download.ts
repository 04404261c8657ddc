import { API_BASE, ApiError, authHeaders, errorFromResponse, type QueryValue } from './api-client';

/** A file the API answered with, and the name it asked to be saved as. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** `attachment; filename="menu-dinner.pdf"` → 'menu-dinner.pdf'. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

const withQuery = (path: string, query: Record<string, QueryValue>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
};

/**
 * GET a file (a PDF) as the signed-in owner: the bearer token as every API call sends it, the
 * answer as a Blob. A refusal throws the same ApiError as `api.get` does.
 */
export async function apiDownload(
  path: string,
  { query = {}, fallbackName }: { query?: Record<string, QueryValue>; fallbackName: string },
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), { headers: await authHeaders() });
  } catch {
    throw new ApiError(0, { code: 'networkError' });
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not the API's error body: errorFromResponse falls back to the status.
    }
    throw errorFromResponse(response.status, body);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName),
  };
}

/** Hands a downloaded file to the browser to save, under its name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
