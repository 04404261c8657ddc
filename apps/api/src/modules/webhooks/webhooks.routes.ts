import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  IdParamsSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliverySchema,
  WebhookEndpointInputSchema,
  WebhookEndpointPatchSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '@carta/shared';
import { requireAuth } from '../../plugins/auth';
import { createWebhooksService } from './webhooks.service';

const tags = ['webhooks'];
const config = { auth: 'required' } as const;
/** Reads of delivery states, which the worker changes between requests: never cached. */
const readConfig = { auth: 'required', ownerReadCache: false } as const;
/** Nothing to send: whatever a client sends is ignored. */
const noBody = z.object({}).nullish();

/**
 * Webhook endpoints of the owner's businesses, their deliveries, and sending one again
 * (docs/integrations.md, "Webhooks"). Another owner's ids answer 404.
 */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const webhooks = createWebhooksService(app.db, {
    allowPrivate: app.webhookQueue.allowPrivate,
  });

  app.get(
    '/businesses/:id/webhooks',
    {
      config: readConfig,
      schema: {
        tags,
        summary: "A business's webhook endpoints, oldest first, each with its latest delivery",
        params: IdParamsSchema,
        response: { 200: z.array(WebhookEndpointSchema), 404: ErrorBodySchema },
      },
    },
    async (request) => webhooks.list(requireAuth(request).accountId, request.params.id),
  );

  app.post(
    '/businesses/:id/webhooks',
    {
      config,
      schema: {
        tags,
        summary:
          'Register a webhook endpoint for a business; the answer shows its signing secret once',
        params: IdParamsSchema,
        body: WebhookEndpointInputSchema,
        response: {
          201: WebhookEndpointWithSecretSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { accountId } = requireAuth(request);
      return reply
        .code(201)
        .send(await webhooks.create(accountId, request.params.id, request.body));
    },
  );

  app.get(
    '/webhooks/:id',
    {
      config: readConfig,
      schema: {
        tags,
        summary: 'One webhook endpoint with its latest delivery (never its secret)',
        params: IdParamsSchema,
        response: { 200: WebhookEndpointSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => webhooks.get(requireAuth(request).accountId, request.params.id),
  );

  app.patch(
    '/webhooks/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "Change a webhook endpoint's URL, events or whether it is on (fields left out stay)",
        params: IdParamsSchema,
        body: WebhookEndpointPatchSchema,
        response: { 200: WebhookEndpointSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) =>
      webhooks.update(requireAuth(request).accountId, request.params.id, request.body),
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      config,
      schema: {
        tags,
        summary: "Replace a webhook endpoint's signing secret; the answer shows the new one once",
        params: IdParamsSchema,
        body: noBody,
        response: { 200: WebhookEndpointWithSecretSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => webhooks.rotateSecret(requireAuth(request).accountId, request.params.id),
  );

  app.post(
    '/webhooks/:id/ping',
    {
      config,
      schema: {
        tags,
        summary: 'Queue a test delivery (event "ping") to a webhook endpoint',
        params: IdParamsSchema,
        body: noBody,
        response: { 202: WebhookDeliverySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const delivery = await webhooks.ping(requireAuth(request).accountId, request.params.id);
      return reply.code(202).send(delivery);
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: readConfig,
      schema: {
        tags,
        summary: "A webhook endpoint's latest deliveries, newest first, with their state",
        params: IdParamsSchema,
        querystring: WebhookDeliveriesQuerySchema,
        response: { 200: z.array(WebhookDeliverySchema), 404: ErrorBodySchema },
      },
    },
    async (request) =>
      webhooks.deliveries(requireAuth(request).accountId, request.params.id, request.query.limit),
  );

  app.post(
    '/webhook-deliveries/:id/resend',
    {
      config,
      schema: {
        tags,
        summary:
          'Send a delivered or failed webhook delivery again (same id and body, attempts afresh)',
        params: IdParamsSchema,
        body: noBody,
        response: { 202: WebhookDeliverySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const delivery = await webhooks.resend(requireAuth(request).accountId, request.params.id);
      app.webhookQueue.wake();
      return reply.code(202).send(delivery);
    },
  );

  // Last, so that the access matrix's controls reach the routes above first.
  app.delete(
    '/webhooks/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a webhook endpoint and its deliveries',
        params: IdParamsSchema,
        response: { 204: z.null(), 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await webhooks.remove(requireAuth(request).accountId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
