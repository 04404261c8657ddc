import { DESCRIPTION_PREVIEW_CHARS } from '@carta/shared';

/** The first DESCRIPTION_PREVIEW_CHARS characters, with an ellipsis when cut. */
export function previewOf(description: string): string {
  const chars = Array.from(description);
  if (chars.length <= DESCRIPTION_PREVIEW_CHARS) return description;
  return `${chars.slice(0, DESCRIPTION_PREVIEW_CHARS).join('').trimEnd()}…`;
}
