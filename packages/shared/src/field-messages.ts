import type { z } from 'zod';

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
