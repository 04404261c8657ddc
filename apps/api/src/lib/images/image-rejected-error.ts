export type ImageRejection = 'unsupported-type' | 'too-many-pixels' | 'too-costly';

/** The upload is not an image we accept; the files service turns it into a 415 or 413. */
export class ImageRejectedError extends Error {
  readonly reason: ImageRejection;

  constructor(reason: ImageRejection, detail: string) {
    super(detail);
    this.name = 'ImageRejectedError';
    this.reason = reason;
  }
}
