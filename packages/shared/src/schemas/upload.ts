import { z } from 'zod';

/** `POST /api/files/upload`: the opaque stored file name and a URL to show it. */
export const UploadResponseSchema = z.object({
  fileName: z.string(),
  preSignedUrl: z.string(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
