import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { OperationDefinitionNode } from 'graphql';
import { AnswerStore, type KeptAnswer, type KeptHeader } from './answer-store.ts';
import type { CatalogueFreshness } from './catalogue-freshness.ts';
import { type RequestReads, requestReads } from './gateway-reads.ts';
import type { VersionCheck } from './version-check.ts';

/**
 * Root fields whose answers are public catalogue content, the same for every caller (schema/catalog, zones,
 * institution-overview, postal, content, base). Statistics are left out (their version also counts applications),
 * and so is everything that reads the session, the caller or personal data. A kept answer additionally needs every
 * gateway answer it was made of to carry the same catalogue version (gateway-reads.ts), so a nested field that asks
 * anything else (e.g. an institution's response times) keeps the operation out of the cache.
 */
export const PUBLIC_CATALOGUE_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'lookups',
  'siteConfig',
  'products',
  'product',
  'topProducts',
  'institutions',
  'institution',
  'productZone',
  'productClasses',
  'productClass',
  'relatedProducts',
  'industryProducts',
  'institutionIcons',
  'institutionCounts',
  'postalProducts',
  'policies',
  'policy',
  'policyDepartments',
  'newsArticles',
  'newsArticle',
  'regionalFinanceArticles',
  'regionalFinanceArticle',
  'compensationArticles',
  'reloanPolicyArticles',
]);

/** Answers kept per instance; a request body or an answer larger than these is never kept. */
export const KEPT_ANSWERS = 500;
const MAX_KEY_CHARS = 16 * 1024;
const MAX_ANSWER_BYTES = 512 * 1024;
/** Headers every /graphql answer gets before this middleware, or that belong to one response only. */
const NOT_KEPT = new Set(['content-length', 'set-cookie', 'content-encoding', 'transfer-encoding', 'connection']);
/** Headers of one response only, never kept with an encoding of an answer. */
const PER_RESPONSE = new Set(['content-length', 'set-cookie', 'transfer-encoding', 'connection', 'date', 'keep-alive']);

/** Kept encodings of one answer at most (Accept-Encoding values seen); more are compressed per request. */
const MAX_VARIANTS = 4;
const MAX_ACCEPT_ENCODING_CHARS = 256;

/** What the app's middleware does to a /graphql answer before Apollo, done again for a kept answer. */
export interface NormalPath {
  /** The JSON body parser of /graphql, the same instance the normal path uses. */
  jsonBody: RequestHandler;
  /** The header middleware that runs before Apollo on /graphql (security headers, no-store), in their order. */
  headers: readonly RequestHandler[];
  /** The app's compression middleware. */
  compress: RequestHandler;
}

export interface AnswerCacheOptions {
  /** Kept answers per instance (KEPT_ANSWERS). */
  capacity?: number;
  /**
   * Asked before every kept answer is served; the answer goes out only when the version now is the one it was made
   * at (version-check.ts). Without it, the feed alone decides (a change through another instance may be missed for
   * the feed's latency).
   */
  checkVersion?: VersionCheck;
}

export interface AnswerCache {
  /**
   * The app's first middleware: a POST /graphql with a JSON body whose answer is kept and servable is answered here
   * with the headers of the normal path; anything else continues with its body read (or its body error deferred).
   */
  front: RequestHandler;
  /** Express middleware in place of the JSON body parser on /graphql: reads the body unless `front` has. */
  body: RequestHandler;
  /** Express middleware between the body parser and Apollo's middleware on /graphql: keeps what Apollo answers. */
  keeper: RequestHandler;
  /** Apollo plugin: marks public catalogue queries, errors, and mutations (read-your-writes). */
  plugin: ApolloServerPlugin;
  store: AnswerStore;
}

/** Only a query whose every root selection is a public catalogue field (no fragments at the root). */
export function readsOnlyPublicCatalogue(operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === 'Field' && PUBLIC_CATALOGUE_FIELDS.has(selection.name.value),
  );
}

const noNext: NextFunction = () => {};

/**
 * Whole GraphQL answers of public catalogue queries, kept as the bytes Apollo sent and served again without Apollo or
 * the gateway's reads while the catalogue version they were made at is still the current one by the feed and, with
 * `checkVersion`, by a version read that started after the request arrived (one per round trip for all callers)
 * (docs/decisions/0054-whole-graphql-answers-kept-by-the-graph.md, "Whole GraphQL answers kept by the graph"). The key is the Accept header and the parsed body
 * (query, operationName, variables, extensions): a hit is only ever a body that was accepted, validated (depth, cost,
 * aliases, tokens) and executed without errors before. Only `application/json` requests are looked up or kept, which
 * Apollo's CSRF prevention lets through too; anything else goes to Apollo, which applies its rule.
 *
 * The lookup is the app's first middleware (`front`, docs/decisions/0056-kept-answers-at-the-front-door.md "Kept answers at the front door"): a hit runs
 * the same header middleware as the normal path and sends the kept bytes, compressed per Accept-Encoding once by the
 * app's own compression middleware and then sent as kept.
 */
export function createAnswerCache(
  freshness: CatalogueFreshness,
  normal: NormalPath,
  options: AnswerCacheOptions = {},
): AnswerCache {
  const store = new AnswerStore(options.capacity ?? KEPT_ANSWERS);
  const { checkVersion } = options;
  /** Keys computed by `front`, so `keeper` does not stringify the body again. */
  const keys = new WeakMap<Request, string>();
  /** A body error met by `front`, raised where the body parser stands on the normal path. */
  const bodyErrors = new WeakMap<Request, { error: unknown }>();

  const front: RequestHandler = (req, res, next) => {
    if (req.method !== 'POST' || req.url !== '/graphql' || !req.is('application/json')) {
      next();
      return;
    }
    normal.jsonBody(req, res, (error?: unknown) => {
      if (error !== undefined && error !== null) {
        bodyErrors.set(req, { error });
        next();
        return;
      }
      const key = requestKey(req.get('accept'), req.body);
      if (key === null) {
        next();
        return;
      }
      keys.set(req, key);
      const kept = store.get(key);
      if (!kept || !freshness.servable(kept.version)) {
        next();
        return;
      }
      if (!checkVersion) {
        serveKept(req, res, key, kept);
        return;
      }
      void checkVersion().then((version) => {
        if (version === kept.version && freshness.servable(kept.version)) serveKept(req, res, key, kept);
        else next();
      });
    });
  };

  function serveKept(req: Request, res: Response, key: string, kept: KeptAnswer): void {
    for (const setHeaders of normal.headers) setHeaders(req, res, noNext);
    for (const [name, value] of kept.headers) res.setHeader(name, value);
    res.statusCode = 200;
    const acceptEncoding = req.headers['accept-encoding'] ?? '';
    const variant = kept.variants.get(acceptEncoding);
    if (variant) {
      res.setHeader('Content-Length', variant.body.length);
      for (const [name, value] of variant.headers) res.setHeader(name, value);
      res.end(variant.body);
      return;
    }
    res.setHeader('Content-Length', kept.body.length);
    if (kept.variants.size < MAX_VARIANTS && acceptEncoding.length <= MAX_ACCEPT_ENCODING_CHARS) {
      // The first answer for this Accept-Encoding goes through the app's compression; what it sends is kept.
      const before = new Set(res.getHeaderNames());
      sentBytes(res, (body) => {
        if (kept.variants.has(acceptEncoding) || kept.variants.size >= MAX_VARIANTS) return;
        const headers = addedHeaders(res, before, PER_RESPONSE);
        kept.variants.set(acceptEncoding, { headers, body });
        if (body !== kept.body) store.grew(key, kept, body.length);
      });
    }
    normal.compress(req, res, () => res.end(kept.body));
  }

  const body: RequestHandler = (req, res, next) => {
    const deferred = bodyErrors.get(req);
    if (deferred) {
      next(deferred.error);
      return;
    }
    normal.jsonBody(req, res, next);
  };

  const keeper: RequestHandler = (req, res, next) => {
    const reads: RequestReads = {
      freshness,
      versions: new Set(),
      other: false,
      publicCatalogue: false,
      hadErrors: false,
    };
    const key =
      keys.get(req) ??
      (req.method === 'POST' && req.is('application/json') ? requestKey(req.get('accept'), req.body) : null);
    if (key !== null) {
      const before = new Set(res.getHeaderNames());
      keepOnEnd(res, (body) => {
        if (!storable(reads, res, body)) return;
        const version = [...reads.versions][0];
        if (version === undefined) return;
        const headers = addedHeaders(res, before, NOT_KEPT);
        store.put(key, { version, body, headers, variants: new Map() });
      });
    }
    requestReads.run(reads, next);
  };

  const plugin: ApolloServerPlugin = {
    async requestDidStart() {
      let mutation = false;
      return {
        async didResolveOperation({ operation }) {
          if (!operation) return;
          const reads = requestReads.getStore();
          if (reads) reads.publicCatalogue = readsOnlyPublicCatalogue(operation);
          if (operation.operation === 'mutation') {
            mutation = true;
            freshness.mutationStarted();
          }
        },
        async willSendResponse({ response }) {
          const reads = requestReads.getStore();
          if (reads && (response.body.kind !== 'single' || (response.body.singleResult.errors?.length ?? 0) > 0)) {
            reads.hadErrors = true;
          }
          if (mutation) {
            mutation = false;
            freshness.mutationEnded();
          }
        },
      };
    },
  };

  return { front, body, keeper, plugin, store };
}

/** The request as Apollo reads it, or null when it is not a plain single operation small enough to keep. */
export function requestKey(accept: string | undefined, body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  if (typeof (body as { query?: unknown }).query !== 'string') return null;
  const key = `${accept ?? ''}\n${JSON.stringify(body)}`;
  return key.length > MAX_KEY_CHARS ? null : key;
}

/** The headers set since `before` (lower-case names), as they were written (names in their own case), less `left`. */
function addedHeaders(res: Response, before: ReadonlySet<string>, left: ReadonlySet<string>): KeptHeader[] {
  // OutgoingMessage#getRawHeaderNames (Node ≥ 15.13); @types/node declares it on ClientRequest only.
  return (res as Response & { getRawHeaderNames(): string[] })
    .getRawHeaderNames()
    .filter((name) => !before.has(name.toLowerCase()) && !left.has(name.toLowerCase()))
    .map((name): KeptHeader => [name, res.getHeader(name) ?? '']);
}

function storable(reads: RequestReads, res: Response, body: Buffer): boolean {
  return (
    reads.publicCatalogue &&
    !reads.hadErrors &&
    !reads.other &&
    reads.versions.size === 1 &&
    res.statusCode === 200 &&
    !res.hasHeader('set-cookie') &&
    body.length <= MAX_ANSWER_BYTES
  );
}

/**
 * Sees the body Apollo sends in one piece (res.send → res.end) before compression does; an answer written in parts
 * (incremental delivery) is never kept.
 */
function keepOnEnd(res: Response, keep: (body: Buffer) => void): void {
  let streamed = false;
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, ...args: Parameters<Response['write']>) {
    streamed = true;
    return write.apply(this, args);
  } as Response['write'];
  res.end = function (this: Response, ...args: unknown[]) {
    const [chunk, encoding] = args;
    if (!streamed && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
      const body = typeof chunk === 'string' ? Buffer.from(chunk, (encoding as BufferEncoding) || 'utf8') : chunk;
      try {
        keep(body);
      } catch {
        // Keeping is an optimisation: the answer goes out regardless.
      }
    }
    return (end as (...a: unknown[]) => Response).apply(this, args);
  } as Response['end'];
}

/**
 * Sees the bytes that go out on the socket below the compression middleware (installed before it, so its own
 * write/end call these), and hands them over once the response has ended whole.
 */
function sentBytes(res: Response, sent: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let readable = true;
  const write = res.write;
  const end = res.end;
  const take = (chunk: unknown, encoding: unknown): void => {
    if (Buffer.isBuffer(chunk)) chunks.push(chunk);
    else if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') readable = false;
  };
  res.write = function (this: Response, ...args: Parameters<Response['write']>) {
    take(args[0], args[1]);
    return write.apply(this, args);
  } as Response['write'];
  res.end = function (this: Response, ...args: unknown[]) {
    take(args[0], args[1]);
    if (readable) {
      try {
        sent(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks));
      } catch {
        // Keeping is an optimisation: the answer goes out regardless.
      }
    }
    return (end as (...a: unknown[]) => Response).apply(this, args);
  } as Response['end'];
}
