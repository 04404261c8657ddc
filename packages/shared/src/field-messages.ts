import type { z } from 'zod';

/** First message per field, keyed by dot-joined path ('' for the root): the `fields` of a 400 body. */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    fields[path] ??= issue.message;
  }
  return fields;
}

/** Every message per field of a failed parse, or undefined when the input is valid. */
export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string[]> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (fields[issue.path.map(String).join('.')] ??= []).push(issue.message);
  }
  return fields;
}

/** The first message at `path` (as a form shows it), or undefined. */
export const firstIssue = (schema: z.ZodType, input: unknown, path: string): string | undefined =>
  issuesOf(schema, input)?.[path]?.[0];
