import type { FastifySerializerCompiler } from 'fastify/types/schema';

/**
 * Replies as plain JSON.stringify, without checking them against the route's response schema:
 * what runs unless `validateResponses` is on (tests), as the zod check costs CPU on every reply
 * (docs/performance.md). Safe because every handler builds its reply field by field from the
 * shared types (toMenu, toProduct, …), never by passing a database row through; the tests
 * compare both serializers on every owner read.
 */
export const unvalidatedSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);
