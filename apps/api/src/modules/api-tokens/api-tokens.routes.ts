import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiTokenCreateRequestSchema,
  ApiTokenSchema,
  CreatedApiTokenSchema,
  ErrorBodySchema,
  IdParamsSchema,
} from '@carta/shared';
import { httpError } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/auth';
import { createApiTokenAuth } from './api-token-auth';
import { createApiTokensService } from './api-tokens.service';

const tags = ['api tokens'];

/**
 * Signed in to the app only: a request made with an API token is refused (403), so a leaked token
 * cannot mint more tokens or revoke the owner's (docs/integrations.md, "Personal API tokens").
 */
const config = { auth: 'required', apiTokens: false } as const;

/** /api/accounts/api-tokens: the signed-in account's personal API tokens. */
export const apiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = createApiTokensService(app.db);
  app.useApiTokenAuthenticator(createApiTokenAuth(app));

  app.get(
    '/accounts/api-tokens',
    {
      config,
      schema: {
        tags,
        summary: "The signed-in account's personal API tokens, newest first (never the tokens)",
        response: { 200: z.array(ApiTokenSchema), 403: ErrorBodySchema },
      },
    },
    async (request) => tokens.list(requireAuth(request).accountId),
  );

  app.post(
    '/accounts/api-tokens',
    {
      config,
      schema: {
        tags,
        summary: 'Create a personal API token; the answer is the only time the token is shown',
        body: ApiTokenCreateRequestSchema,
        response: { 201: CreatedApiTokenSchema, 403: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      // An admin impersonating an owner may see and revoke the owner's tokens, never mint one: a
      // token would act as the owner with no trace of the admin.
      if (auth.impersonating || auth.sessionVersion === null) {
        throw httpError(403, 'notAuthorized');
      }
      const created = await tokens.create(auth.accountId, auth.sessionVersion, request.body);
      void reply.header('cache-control', 'no-store');
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/accounts/api-tokens/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke a personal API token: it stops working at once',
        params: IdParamsSchema,
        response: { 204: z.null(), 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await tokens.revoke(requireAuth(request).accountId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
