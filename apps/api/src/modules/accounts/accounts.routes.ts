import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  ErrorBodySchema,
  MeSchema,
  PaginationQuerySchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
  RequestResetRequestSchema,
  ResendActivationRequestSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  SignInResponseSchema,
  SignUpRequestSchema,
  pagedListSchema,
  TokenParamsSchema,
} from '@carta/shared';
import { requireAuth } from '../../plugins/auth';
import { requestLanguage } from './request-language';

/** Body of the calls whose answer is only "it worked". */
const SuccessSchema = z.object({ success: z.literal(true) });
const success = { success: true } as const;

const tags = ['accounts'];

/** /api/accounts/… (docs/product.md §7, docs/architecture.md §5). Rules live in the accounts service. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app;

  app.post(
    '/accounts/signup',
    {
      // The same answer for a new and a registered address (no account enumeration).
      schema: {
        summary:
          'Create an account; the activation e-mail follows (the same answer for a registered address)',
        tags,
        body: SignUpRequestSchema,
        response: { 201: SuccessSchema },
      },
      preHandler: app.authRateLimit('signup'),
    },
    async (request, reply) => {
      const { email, password, captcha, language } = request.body;
      await accounts.signUp(
        {
          email,
          password,
          captcha,
          language: requestLanguage(language, request.headers['accept-language']),
        },
        request.ip,
      );
      return reply.code(201).send(success);
    },
  );

  app.get(
    '/accounts/activate/:token',
    {
      schema: {
        summary: 'Activate an account from the e-mailed link, then go to the sign-in page',
        tags,
        params: TokenParamsSchema,
      },
    },
    async (request, reply) => {
      const activated = await accounts.activate(request.params.token);
      return reply.redirect(accounts.signInUrl(activated), 302);
    },
  );

  app.post(
    '/accounts/resend-activation',
    {
      schema: {
        summary: 'Send a new activation e-mail to an account not activated yet',
        tags,
        body: ResendActivationRequestSchema,
        response: { 200: SuccessSchema },
      },
      preHandler: app.authRateLimit('resend-activation'),
    },
    async (request) => {
      await accounts.resendActivation(request.body.email, request.body.language);
      return success;
    },
  );

  app.post(
    '/accounts/signin',
    {
      schema: {
        summary: 'Sign in with e-mail and password: access and refresh tokens',
        tags,
        body: SignInRequestSchema,
        response: {
          200: SignInResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const attempt = await app.signInAttempt(request, reply, request.body.email);
      const answer = await accounts.signIn(request.body, {
        captchaRequired: attempt.captchaRequired,
        remoteIp: request.ip,
      });
      await attempt.succeeded();
      return answer;
    },
  );

  app.post(
    '/accounts/refresh',
    {
      schema: {
        summary: 'Exchange a refresh token for new tokens (each refresh token works once)',
        tags,
        body: RefreshRequestSchema,
        response: { 200: RefreshResponseSchema },
      },
    },
    async (request) => accounts.refresh(request.body.refresh_token),
  );

  app.post(
    '/accounts/request-reset-password',
    {
      schema: {
        summary: 'E-mail a password-reset link (the same answer for any address)',
        tags,
        body: RequestResetRequestSchema,
        response: { 200: SuccessSchema },
      },
      preHandler: app.authRateLimit('request-reset-password'),
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body, request.ip);
      return success;
    },
  );

  app.get(
    '/accounts/reset-password/:token',
    {
      // The reset page asks first (docs/product.md §2): the same 400 for unknown, used and expired.
      schema: {
        summary: 'Whether a password-reset link still works, without using it up',
        tags,
        params: TokenParamsSchema,
        response: { 200: SuccessSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
      preHandler: app.authRateLimit('check-reset-token'),
    },
    async (request, reply) => {
      await accounts.checkResetToken(request.params.token);
      void reply.header('cache-control', 'no-store');
      return success;
    },
  );

  app.post(
    '/accounts/reset-password/:token',
    {
      schema: {
        summary: 'Choose a new password with a reset link',
        tags,
        params: TokenParamsSchema,
        body: ResetPasswordRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.params.token, request.body.password);
      return success;
    },
  );

  app.post(
    '/accounts/change-password',
    {
      // Never with a personal API token: a leaked token must not take the account over.
      config: { auth: 'required', apiTokens: false },
      schema: {
        summary:
          "Change the signed-in account's password: every other session ends, this one gets new tokens",
        tags,
        body: ChangePasswordRequestSchema,
        response: {
          200: ChangePasswordResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      // Limited like sign-in: a wrong current password counts, a right one is taken back.
      const attempt = await app.changePasswordAttempt(request, reply, auth.accountId);
      const tokens = await accounts.changePassword(
        auth,
        request.body.password,
        request.body.new_password,
      );
      await attempt.succeeded();
      return tokens ? { success: true as const, tokens } : success;
    },
  );

  app.get(
    '/accounts/me',
    {
      config: { auth: 'required' },
      schema: { summary: 'The signed-in account', tags, response: { 200: MeSchema } },
    },
    async (request) => accounts.me(requireAuth(request).accountId),
  );

  app.get(
    '/accounts',
    {
      // Admins only, and never impersonated (docs/product.md §6).
      config: { auth: 'admin', impersonation: false },
      schema: {
        summary: 'Every account, for admins',
        tags,
        querystring: PaginationQuerySchema,
        response: { 200: pagedListSchema(AccountSchema) },
      },
    },
    async (request) => accounts.list(request.query.page, request.query.items_per_page),
  );
};
