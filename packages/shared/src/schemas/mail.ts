import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';

/**
 * Where an outgoing e-mail is (docs/architecture.md, "Outgoing mail"): waiting for its next
 * attempt, being sent by one server process, delivered to the mail server, or given up.
 */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** Recent mail in the admin area (`GET /api/admin/mail`); never the body, its links or tokens. */
export const OutgoingMailSchema = z.object({
  id: IdSchema,
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int().min(0),
  /** The mail server's last refusal or the connection error, for the operator. */
  last_error: z.string().nullable(),
  created_at: TimestampSchema,
  /** While queued: when it is tried again. */
  next_attempt_at: TimestampSchema,
  sent_at: TimestampSchema.nullable(),
});
export type OutgoingMail = z.infer<typeof OutgoingMailSchema>;
