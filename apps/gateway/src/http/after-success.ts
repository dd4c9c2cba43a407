import type { Request } from 'express';

type Work = () => Promise<void>;

const pending = new WeakMap<Request, Work[]>();

/** Work to do once the call's handler has succeeded, before its answer is sent (e.g. the audit log's entry). */
export function afterSuccess(req: Request, work: Work): void {
  const list = pending.get(req) ?? [];
  list.push(work);
  pending.set(req, list);
}

/** Runs the call's after-success work in order; a failure fails the call (app.ts answers it as any other). */
export async function runAfterSuccess(req: Request): Promise<void> {
  const list = pending.get(req);
  pending.delete(req);
  for (const work of list ?? []) await work();
}
