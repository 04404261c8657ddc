import { UploadResponseSchema, messages, type UploadResponse } from '@carta/shared';
import { API_BASE, ApiError, authHeaders, errorMessage } from '@/lib/api-client';

export interface UploadOptions {
  /** Whole percent of the request body sent so far (0–100). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const hasBodyMessage = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  'message' in body &&
  typeof body.message === 'string' &&
  body.message.trim() !== '';

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/**
 * POST /api/files/upload with real progress (DESIGN §7): fetch cannot report upload progress, so
 * this uses XMLHttpRequest with the same bearer token and impersonation header as the api client.
 * Errors follow SPEC §8: 401 'Please sign in to upload files'; another non-OK status the body's
 * message or 'Upload failed with status {code}'; anything else 'File upload failed'.
 */
export async function uploadImage(
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadResponse> {
  const headers = await authHeaders();
  if (!headers.Authorization) throw new ApiError(401, null, messages.signInToUpload);
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
        reject(new ApiError(401, body, messages.signInToUpload));
      } else if (xhr.status < 200 || xhr.status >= 300) {
        const message = hasBodyMessage(body)
          ? errorMessage(xhr.status, xhr.statusText, body)
          : messages.uploadFailedWithStatus(xhr.status);
        reject(new ApiError(xhr.status, body, message));
      } else {
        const parsed = UploadResponseSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(500, body, messages.fileUploadFailed));
      }
    };
    xhr.onerror = () => reject(new ApiError(500, null, messages.fileUploadFailed));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
