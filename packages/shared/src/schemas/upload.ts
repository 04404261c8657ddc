import { z } from 'zod';

/** `POST /api/files/upload`: the opaque stored file name and a URL to show it. */
export const UploadResponseSchema = z.object({
  /** What entities store (business logo, product image). */
  fileName: z.string(),
  /** URL of the large variant, to preview right after the upload. */
  preSignedUrl: z.string(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** The two WebP variants every upload is stored as (docs/architecture.md §3). */
export const IMAGE_VARIANTS = ['thumb', 'large'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];
