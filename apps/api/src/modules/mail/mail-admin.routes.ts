import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  IdParamsSchema,
  OutgoingMailSchema,
  PaginationQuerySchema,
  pagedListSchema,
  type OutgoingMail,
} from '@carta/shared';
import { httpError } from '../../lib/http-errors';
import { createMailQueueRepository, type MailRow } from './mail-queue.repository';

const tags = ['admin'];
/** Admins only, and never while impersonating (docs/product.md §6). */
const adminOnly = { auth: 'admin', impersonation: false } as const;

/** What the admin area shows of a mail: its envelope and state, never its body or links. */
const toOutgoingMail = (row: MailRow): OutgoingMail => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  state: row.state,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  next_attempt_at: row.nextAttemptAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

/** Recent outgoing mail for admins, and sending a failed one again (docs/product.md, "Admin"). */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createMailQueueRepository(app.db);

  app.get(
    '/admin/mail',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Recent outgoing e-mail, newest first, with its delivery state',
        querystring: PaginationQuerySchema,
        response: { 200: pagedListSchema(OutgoingMailSchema) },
      },
    },
    async (request) => {
      const { page, items_per_page } = request.query;
      const { rows, total } = await repository.list((page - 1) * items_per_page, items_per_page);
      return { items: rows.map(toOutgoingMail), pagination: { page, items_per_page, total } };
    },
  );

  app.post(
    '/admin/mail/:id/retry',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Send a failed e-mail again',
        params: IdParamsSchema,
        // Nothing to send: whatever a client sends is ignored.
        body: z.object({}).nullish(),
        response: { 204: z.null(), 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (await app.mailQueue.retry(id)) return reply.code(204).send(null);
      if (!(await repository.exists(id))) throw httpError(404, 'notFound');
      throw httpError(409, 'mailNotFailed');
    },
  );
};
