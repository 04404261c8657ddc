import type { InjectOptions } from 'fastify';
import type { RouteEntry } from '../../../src/plugins/route-table';
import { fillPath, queryString, type Refs, type RouteExample } from './route-examples';

/** A multipart form with a valid image, for the upload route. */
export interface UploadForm {
  payload: Buffer;
  headers: Record<string, string>;
}

/**
 * One request of a route's example: path and query filled from `pathRefs`, the body's references
 * from `bodyRefs` (another owner's in cross-owner cells).
 */
export function exampleRequest(
  route: RouteEntry,
  example: RouteExample,
  options: {
    pathRefs: Refs;
    bodyRefs?: Refs;
    headers?: Record<string, string>;
    upload?: UploadForm;
  },
): InjectOptions {
  const { pathRefs, bodyRefs = pathRefs, headers = {}, upload } = options;
  const url = fillPath(route.url, pathRefs, example) + queryString(example.query?.(pathRefs));
  const request: InjectOptions = { method: route.method, url, headers: { ...headers } };
  if (example.multipart) {
    if (!upload) throw new Error(`${route.method} ${route.url}: needs the upload form`);
    request.payload = upload.payload;
    request.headers = { ...request.headers, ...upload.headers };
  } else if (example.body) {
    request.payload = example.body(bodyRefs);
  }
  return request;
}
