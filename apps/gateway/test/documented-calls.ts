/**
 * The REST calls docs/gateway-api.md documents, as `METHOD path` in the app's own form (`{name}` written `:name`, so a
 * parameter is named as the route names it; query strings dropped), so they compare with `gatewayCalls(app)`. A call
 * is documented where the text writes its method and full path (a heading, a bullet, a table cell); a heading may add
 * siblings that replace the path's tail (`GET /loan/product/pc/million/list, /green/list`). Not calls of the
 * gateway's /api: paths with a wildcard (`/auth/staff/*`, a table's summary) and lines marked "outside /api".
 */
const CALL = /\b(GET|POST|PUT|PATCH|DELETE) (\/[^\s`,()|;]*)((?:, \/[^\s`,()|;]+)*)/g;
const SIBLING = /, (\/[^\s`,()|;]+)/g;

/** `/org/detail/{id}?x=` becomes `/org/detail/:id`, the route's own form. */
export function normalizePath(path: string): string {
  const segments = path.split('?')[0]?.replace(/\.$/, '').split('/').filter(Boolean) ?? [];
  return `/${segments.map((segment) => segment.replace(/^\{(\w+)\}$/, ':$1')).join('/')}`;
}

/** `POST /a/{id}?x=1` → `POST /a/:id`, the form both sides are compared in. */
export function normalizeCall(call: string): string {
  const [method = '', path = ''] = call.split(' ');
  return `${method} ${normalizePath(path)}`;
}

export function documentedCalls(markdown: string): Set<string> {
  const calls = new Set<string>();
  for (const line of markdown.split('\n')) {
    if (line.includes('outside /api')) continue;
    for (const [, method, path = '', siblings = ''] of line.matchAll(CALL)) {
      if (path.includes('*')) continue;
      const base = normalizePath(path);
      calls.add(`${method} ${base}`);
      const baseSegments = base.split('/').filter(Boolean);
      for (const [, sibling = ''] of siblings.matchAll(SIBLING)) {
        const tail = normalizePath(sibling).split('/').filter(Boolean);
        calls.add(`${method} /${[...baseSegments.slice(0, baseSegments.length - tail.length), ...tail].join('/')}`);
      }
    }
  }
  return calls;
}
