import type { Request, Response } from 'express';

export type Method = 'GET' | 'POST';

/** One REST call: its method, its path under /api (express syntax, e.g. /org/detail/:id) and its handler. */
export interface RouteDef {
  method: Method;
  path: string;
  /** Returns the envelope's data; throws ApiError for a failure. May answer `res` itself (images, files). */
  handler: (req: Request, res: Response) => unknown;
}

/** Matches a request path against a route path, for telling "wrong method" from "no such call". */
export function pathMatches(routePath: string, requestPath: string): boolean {
  const pattern = routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`).test(requestPath);
}
