import { UploadResponseSchema, type UploadResponse } from '@carta/shared';
import { API_BASE, ApiError, authHeaders, errorFromResponse } from '@/lib/api-client';

export interface UploadOptions {
  /** Whole percent of the request body sent so far (0–100). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/**
 * POST /api/files/upload with real progress (docs/architecture.md §7): fetch cannot report upload progress, so
 * this uses XMLHttpRequest with the same bearer token and impersonation header as the api client.
 * Errors follow docs/product.md §8: 401 signInToUpload; another non-OK status the error body's code, else
 * uploadFailedWithStatus; anything else fileUploadFailed.
 */
export async function uploadImage(
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadResponse> {
  const headers = await authHeaders();
  if (!headers.Authorization) throw new ApiError(401, { code: 'signInToUpload' });
  if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/files/upload`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status === 401) {
        reject(new ApiError(401, { code: 'signInToUpload' }));
      } else if (xhr.status < 200 || xhr.status >= 300) {
        const status = xhr.status;
        reject(
          errorFromResponse(status, body, { code: 'uploadFailedWithStatus', params: { status } }),
        );
      } else {
        const parsed = UploadResponseSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(500, { code: 'fileUploadFailed' }));
      }
    };
    xhr.onerror = () => reject(new ApiError(500, { code: 'fileUploadFailed' }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
