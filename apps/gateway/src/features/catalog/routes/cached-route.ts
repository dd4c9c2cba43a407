import type { Route } from '@sme/contract/routes/route';
import type { z } from 'zod';
import { routeInput } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { answerFromCatalog, type CatalogAnswering } from './cached-catalog-answer.ts';

/**
 * A contract route answered from a catalogue-versioned cache: `keyOf` picks from the request's input what tells its
 * answers apart (null for a call without input; `input()` parses it), `compute` makes the answer for that key.
 */
export function cachedRoute<Input extends z.ZodType, Output, Key>(
  answering: CatalogAnswering,
  route: Route<Input, Output>,
  keyOf: (input: () => z.output<Input>) => Key,
  compute: (key: Key) => Promise<NoInfer<Output>>,
): RouteDef {
  return {
    method: route.method,
    path: route.path,
    handler: (req, res) => {
      const key = keyOf(() => routeInput(route, req));
      return answerFromCatalog(answering, req, res, `${route.path} ${JSON.stringify(key)}`, () => compute(key));
    },
  };
}
