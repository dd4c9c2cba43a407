import type { Request } from 'express';
import type { Method, RouteDef } from './routing.ts';

/**
 * A call behind a guard (a session, a certified member): the guard runs first, so a missing or ended session answers
 * before any parameter problem does (-1403 before -1000); then `act` with what the guard answered.
 */
export function guardedRoute<Caller>(
  method: Method,
  path: string,
  guard: (req: Request) => Promise<Caller>,
  act: (caller: Caller, req: Request) => unknown,
): RouteDef {
  return { method, path, handler: async (req) => act(await guard(req), req) };
}
