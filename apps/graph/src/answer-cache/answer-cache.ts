import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler, Response } from 'express';
import type { OperationDefinitionNode } from 'graphql';
import { AnswerStore, type KeptAnswer } from './answer-store.ts';
import type { CatalogueFreshness } from './catalogue-freshness.ts';
import { type RequestReads, requestReads } from './gateway-reads.ts';

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

export interface AnswerCache {
  /** Express middleware between the JSON body parser and Apollo's middleware on /graphql. */
  middleware: RequestHandler;
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

/**
 * Whole GraphQL answers of public catalogue queries, kept as the bytes Apollo sent and served again without Apollo or
 * the gateway while the catalogue version they were made at is still the current one by the feed
 * (docs/decisions.md, "Whole GraphQL answers kept by the graph"). The key is the Accept header and the parsed body
 * (query, operationName, variables, extensions): a hit is only ever a body that was accepted, validated (depth, cost,
 * aliases, tokens) and executed without errors before. Only `application/json` requests are looked up or kept, which
 * Apollo's CSRF prevention lets through too; anything else goes to Apollo, which applies its rule.
 */
export function createAnswerCache(freshness: CatalogueFreshness, capacity = KEPT_ANSWERS): AnswerCache {
  const store = new AnswerStore(capacity);

  const middleware: RequestHandler = (req, res, next) => {
    const reads: RequestReads = {
      freshness,
      versions: new Set(),
      other: false,
      publicCatalogue: false,
      hadErrors: false,
    };
    const key = req.method === 'POST' && req.is('application/json') ? requestKey(req.get('accept'), req.body) : null;
    if (key !== null) {
      const kept = store.get(key);
      if (kept && freshness.servable(kept.version)) {
        for (const [name, value] of kept.headers) res.setHeader(name, value);
        res.statusCode = 200;
        res.setHeader('Content-Length', kept.body.length);
        res.end(kept.body);
        return;
      }
      const before = new Set(res.getHeaderNames());
      keepOnEnd(res, (body) => {
        if (!storable(reads, res, body)) return;
        const version = [...reads.versions][0];
        if (version === undefined) return;
        const headers = res
          .getHeaderNames()
          .filter((name) => !before.has(name) && !NOT_KEPT.has(name))
          .map((name): KeptAnswer['headers'][number] => [name, res.getHeader(name) ?? '']);
        store.put(key, { version, body, headers });
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

  return { middleware, plugin, store };
}

/** The request as Apollo reads it, or null when it is not a plain single operation small enough to keep. */
export function requestKey(accept: string | undefined, body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  if (typeof (body as { query?: unknown }).query !== 'string') return null;
  const key = `${accept ?? ''}\n${JSON.stringify(body)}`;
  return key.length > MAX_KEY_CHARS ? null : key;
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
