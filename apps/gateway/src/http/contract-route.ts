import type { Route } from '@sme/contract/routes/route';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { formBody } from './form-body.ts';
import type { RouteDef } from './routing.ts';
import { parseInput } from './validate.ts';

/**
 * The gateway's route of a contract route (@sme/contract/routes): its method and path, the handler's answer typed
 * by it. The input is parsed by the route's schema when the handler asks (`input()`), so a guard that runs first
 * still answers before a parameter problem does (-1403 before -1000).
 */
export function contractRoute<Input extends z.ZodType, Output>(
  route: Route<Input, Output>,
  handler: (req: Request, input: () => z.output<Input>, res: Response) => NoInfer<Output> | Promise<NoInfer<Output>>,
): RouteDef {
  return {
    method: route.method,
    path: route.path,
    handler: (req, res) => handler(req, () => routeInput(route, req), res),
  };
}

/** A request's input for a contract route, from where the route says it travels, parsed by the route's schema. */
export function routeInput<Input extends z.ZodType>(route: Route<Input, unknown>, req: Request): z.output<Input> {
  return parseInput(route.input, inputSource(route.inputIn, req));
}

function inputSource(inputIn: Route<z.ZodType, unknown>['inputIn'], req: Request): unknown {
  switch (inputIn) {
    case 'body':
      return req.body;
    case 'query':
      return req.query;
    case 'queryOrBody':
      return queryAndBody(req);
    case 'path':
      return req.params;
    case 'pathAndForm':
      return { path: req.params, form: formBody(req) ?? {} };
    case 'pathAndQuery':
      return { path: req.params, query: req.query };
    case 'pathAndBody':
      return { path: req.params, body: req.body ?? {} };
    case 'bodyList':
      return { items: Array.isArray(req.body) ? req.body : [req.body ?? {}] };
    case 'none':
      return undefined;
  }
}

/** Parameters a call takes from its query string or its JSON body (the body wins); a non-object body as it is. */
function queryAndBody(req: Request): unknown {
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return { ...req.query, ...body };
}
