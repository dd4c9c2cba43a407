/**
 * A REST call of the gateway as data both ends share (docs/decisions.md, "Route definitions"): its method, path,
 * where its input travels, the zod schema the gateway parses the input with, and the type of its envelope's data.
 * The gateway's route is built from it (apps/gateway/src/http/contract-route.ts) and the graph calls it through
 * `GatewayClient.send(route, input)`, so neither end declares the call again.
 */
import { z } from 'zod';

export interface Route<Input extends z.ZodType, Output> {
  method: 'GET' | 'POST';
  path: string;
  /**
   * Where the input travels: the JSON body, the query string, the path's `:name` parameters, the path and a
   * form-encoded body (the input is then `{ path, form }`), the path and the query string (`{ path, query }`), the
   * path and a JSON body (`{ path, body }`), the query string or a JSON body (the gateway takes either, the body's
   * keys winning; the graph sends the body), a JSON body of one item or an array of them (`{ items }`), or nowhere
   * (the schema is then `z.undefined()`).
   */
  inputIn:
    | 'body'
    | 'query'
    | 'queryOrBody'
    | 'path'
    | 'pathAndForm'
    | 'pathAndQuery'
    | 'pathAndBody'
    | 'bodyList'
    | 'none';
  input: Input;
  /** Never set: carries the envelope data's type. */
  readonly output?: Output;
}

/** Any route, as a parameter's bound. */
export type AnyRoute = Route<z.ZodType, unknown>;

/** What the caller sends (before the gateway's parsing: defaults may be left out). */
export type RouteInput<R> = R extends Route<infer Input, unknown> ? z.input<Input> : never;
/** What the gateway's handler receives, parsed. */
export type ParsedInput<R> = R extends Route<infer Input, unknown> ? z.output<Input> : never;
/** The envelope's data. */
export type RouteOutput<R> = R extends Route<z.ZodType, infer Output> ? Output : never;

/** A route whose data is `Output`; the input's type comes from its schema. */
export function route<Output>() {
  return <Input extends z.ZodType>(definition: Omit<Route<Input, Output>, 'output'>): Route<Input, Output> =>
    definition;
}

/** A route whose call carries no input (nothing is sent or parsed), its data `Output`. */
export function routeWithoutInput<Output>() {
  return (method: Route<z.ZodUndefined, Output>['method'], path: string): Route<z.ZodUndefined, Output> => ({
    method,
    path,
    inputIn: 'none',
    input: z.undefined(),
  });
}

/** The route's path with its `:name` parameters filled from `values`. */
export function pathOf(route: AnyRoute, values: Readonly<Record<string, unknown>>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
