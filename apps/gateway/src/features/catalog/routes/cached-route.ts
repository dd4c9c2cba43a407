import type { Route } from '@sme/contract/routes/route';
import type { z } from 'zod';
import { routeInput } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { answerFromCatalog, type CatalogAnswering } from './cached-catalog-answer.ts';

/**
 * A contract route answered from a catalogue-versioned cache, its answers told apart by the whole parsed input (a
 * route without input has one answer). `compute` makes the answer for that input.
 */
export function cachedRoute<Input extends z.ZodType, Output>(
  answering: CatalogAnswering,
  route: Route<Input, Output>,
  compute: (input: z.output<Input>) => Promise<NoInfer<Output>>,
): RouteDef {
  // A route without input is never parsed: its one key is null (z.undefined() would refuse the `{}` parsing reads).
  const wholeInput = (input: () => z.output<Input>) => (route.inputIn === 'none' ? null : input()) as z.output<Input>;
  return cachedRouteBy(answering, route, wholeInput, compute);
}

/**
 * A contract route answered from a catalogue-versioned cache: `keyOf` picks from the request's input what tells its
 * answers apart (`input()` parses it), `compute` makes the answer for that key.
 */
export function cachedRouteBy<Input extends z.ZodType, Output, Key>(
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

/** A detail route answered from a catalogue-versioned cache, its answers told apart by the input's id. */
export function cachedRouteById<Input extends z.ZodType<{ id: number }>, Output>(
  answering: CatalogAnswering,
  route: Route<Input, Output>,
  compute: (id: number) => Promise<NoInfer<Output>>,
): RouteDef {
  return cachedRouteBy(answering, route, (input) => input().id, compute);
}
