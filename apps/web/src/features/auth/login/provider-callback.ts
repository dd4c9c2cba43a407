/**
 * What a provider sent back to a callback page (the graph passes on only code, state and error): a code with its
 * state, a cancel (`error=access_denied`, or WeChat's return without a code), or something unusable.
 */
export type ProviderCallback =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'cancelled' }
  | { kind: 'invalid' };

/** Reads a callback page's query; null when it carries nothing (the page was opened again after its work). */
export function readCallback(search: string): ProviderCallback | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  if (code === null && state === null && error === null) return null;
  if (code && state) return { kind: 'code', code, state };
  if (error === 'access_denied' || (state !== null && code === null && error === null)) return { kind: 'cancelled' };
  return { kind: 'invalid' };
}

const taken = new Set<string>();

/**
 * The callback of this query, once per page load: a code can be used only once, and React may run an effect twice
 * (development) or again after the page removed the code from the address.
 */
export function takeCallbackOnce(search: string): ProviderCallback | null {
  const callback = readCallback(search);
  if (!callback || taken.has(search)) return null;
  taken.add(search);
  return callback;
}
