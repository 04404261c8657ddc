import { messageRef, type FieldError } from '@carta/shared';

/**
 * The `fields` of an error body for these English messages (path → text): each entry carries
 * the message's code and parameters (docs/architecture.md §5), found through the shared lookup.
 */
export function codedFields(texts: Record<string, string>): Record<string, FieldError> {
  return Object.fromEntries(
    Object.entries(texts).map(([path, message]) => {
      const ref = messageRef(message);
      if (!ref) throw new Error(`not a shared message: ${message}`);
      return [path, { ...ref, message }];
    }),
  );
}
