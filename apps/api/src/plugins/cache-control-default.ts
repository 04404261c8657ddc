import fp from 'fastify-plugin';

/**
 * Every answer that does not say how it may be cached says `no-store`: the owner's API, sign-in,
 * errors, health. Public answers set their own header (docs/deployment.md, "Every answer's
 * Cache-Control"). nginx does not treat a request's `Authorization` as a reason not to share the
 * answer, so an owner's data must never rely on a cache's defaults.
 */
export const cacheControlDefaultPlugin = fp(
  async (app) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'cache-control-default' },
);
