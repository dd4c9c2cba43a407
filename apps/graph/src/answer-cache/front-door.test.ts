import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphqlHeaders, securityHeaders } from '#http/security-headers.ts';
import { createAnswerCache } from './answer-cache.ts';
import { CatalogueFreshness } from './catalogue-freshness.ts';
import { gatewayCallStarted, requestReads } from './gateway-reads.ts';

/**
 * The answer cache's front door in an app built like app.ts (trust proxy, security headers, compression, no-store,
 * the body parser and the keeper on /graphql), with a stand-in for Apollo that answers a public catalogue query made
 * of one gateway answer at catalogue version 7.
 */
const freshness = new CatalogueFreshness();
freshness.feedAnswered('7', true, freshness.tick());
let executed = 0;
let compressed = 0;
const compress = compression();
const countedCompress: RequestHandler = (req, res, next) => {
  compressed++;
  compress(req, res, next);
};
const jsonBody = express.json({ limit: '2kb' });
const noStore = graphqlHeaders({ production: true });
const cache = createAnswerCache(freshness, {
  jsonBody,
  headers: [securityHeaders, noStore],
  compress: countedCompress,
});
const apollo: RequestHandler = (req, res) => {
  executed++;
  const reads = requestReads.getStore();
  if (reads) reads.publicCatalogue = true;
  gatewayCallStarted()('7');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.send(JSON.stringify({ data: { asked: req.body?.query ?? null, padding: '金融超市'.repeat(400) } }));
};
const errors: ErrorRequestHandler = (error: { status?: number }, _req, res, _next) => {
  res.status(error.status ?? 500).json({ errors: [{ message: 'refused' }] });
};
const app = express();
app.disable('x-powered-by');
app.disable('etag');
app.set('trust proxy', 'loopback');
app.use(cache.front);
app.use(securityHeaders);
app.use(countedCompress);
app.use('/graphql', noStore, cache.body, cache.keeper, apollo);
app.use(errors);

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** A request as a client sends it, the answer's raw header lines and bytes (nothing decoded). */
function post(body: string, headers: Record<string, string>, path = '/graphql'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const lines: [string, string][] = [];
        for (let index = 0; index < raw.length; index += 2) lines.push([raw[index] ?? '', raw[index + 1] ?? '']);
        resolve({ status: response.statusCode ?? 0, headers: lines, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Header lines that describe the answer, not the one transfer (date, framing, connection). */
function describing(answer: Answer): [string, string][] {
  const transfer = new Set(['date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
  return answer.headers
    .filter(([name]) => !transfer.has(name.toLowerCase()))
    .sort(([a], [b]) => a.toLowerCase().localeCompare(b.toLowerCase()));
}

function header(answer: Answer, name: string): string | undefined {
  return answer.headers.find(([line]) => line.toLowerCase() === name)?.[1];
}

function decoded(answer: Answer): string {
  const encoding = header(answer, 'content-encoding');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString();
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === 'deflate') return zlib.inflateSync(answer.body).toString();
  return answer.body.toString();
}

const json = { 'content-type': 'application/json' };
let queries = 0;
/** A body no test has asked before, so each test starts with nothing kept. */
const freshBody = () => JSON.stringify({ query: `{ products { total } } # ${++queries}` });

beforeEach(() => {
  executed = 0;
  compressed = 0;
});

describe('kept answers at the front door', () => {
  it.each([
    ['no Accept-Encoding', {}],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['br (preferred)', { 'accept-encoding': 'gzip, deflate, br' }],
    ['deflate', { 'accept-encoding': 'deflate' }],
    ['identity only', { 'accept-encoding': 'identity' }],
  ])('serves the kept bytes with the headers and encoding of the normal path (%s)', async (_name, encoding) => {
    const body = freshBody();
    const headers = { ...json, ...encoding };
    const made = await post(body, headers);
    expect(made.status).toBe(200);
    expect(executed).toBe(1);
    const first = await post(body, headers);
    const again = await post(body, headers);
    expect(executed).toBe(1);
    for (const hit of [first, again]) {
      expect(hit.status).toBe(200);
      expect(describing(hit)).toEqual(describing(made));
      expect(decoded(hit)).toBe(decoded(made));
    }
    // Kept encoded bytes go out with their length (the first compression streamed them chunked).
    expect(Number(header(again, 'content-length'))).toBe(again.body.length);
    expect(header(made, 'x-content-type-options')).toBe('nosniff');
    expect(header(made, 'cache-control')).toBe('no-store');
    // The first hit for this Accept-Encoding went through compression; the next one sent what it had sent.
    expect(compressed).toBe(2);
  });

  it('sends HSTS exactly when the normal path would (https per a trusted proxy), whatever was kept', async () => {
    const body = freshBody();
    const plain = await post(body, json);
    expect(header(plain, 'strict-transport-security')).toBeUndefined();
    const secure = await post(body, { ...json, 'x-forwarded-proto': 'https' });
    expect(executed).toBe(1);
    expect(header(secure, 'strict-transport-security')).toBe('max-age=31536000');
    expect(header(await post(body, json), 'strict-transport-security')).toBeUndefined();
  });

  it('keys by the Accept header and the parsed body (whitespace and key order of the JSON text aside)', async () => {
    const query = `{ products { total } } # ${++queries}`;
    await post(JSON.stringify({ query, variables: { a: 1 } }), json);
    await post(`{ "query": ${JSON.stringify(query)},\n  "variables": { "a": 1 } }`, json);
    expect(executed).toBe(1);
    await post(JSON.stringify({ query, variables: { a: 2 } }), json);
    await post(JSON.stringify({ query, variables: { a: 1 } }), {
      ...json,
      accept: 'application/graphql-response+json',
    });
    expect(executed).toBe(3);
  });

  it('looks up only JSON POSTs to /graphql: other bodies, methods and paths take the normal path', async () => {
    const body = freshBody();
    await post(body, json);
    expect(executed).toBe(1);
    await post(body, { 'content-type': 'text/plain' });
    await post(body, { 'content-type': 'application/x-www-form-urlencoded' });
    await post(body, json, '/graphql?x=1');
    expect(executed).toBe(4);
    await post(body, { 'content-type': 'application/json; charset=utf-8' });
    expect(executed).toBe(4);
  });

  it('answers a body the parser refuses as the normal path does, after the same headers', async () => {
    const broken = await post('{"query": ', json);
    expect(broken.status).toBe(400);
    expect(header(broken, 'x-frame-options')).toBe('DENY');
    expect(header(broken, 'cache-control')).toBe('no-store');
    const huge = await post(JSON.stringify({ query: 'x'.repeat(4_000) }), json);
    expect(huge.status).toBe(413);
    expect(header(huge, 'content-security-policy')).toContain("default-src 'self'");
    const charset = await post(freshBody(), { 'content-type': 'application/json; charset=latin1' });
    expect(charset.status).toBe(415);
    expect(executed).toBe(0);
  });

  it('serves nothing while a mutation is under way or the feed is not live', async () => {
    const body = freshBody();
    await post(body, json);
    await post(body, json);
    expect(executed).toBe(1);
    freshness.mutationStarted();
    await post(body, json);
    expect(executed).toBe(2);
    freshness.mutationEnded();
    await post(body, json);
    expect(executed).toBe(3);
    freshness.feedLost();
    await post(body, json);
    expect(executed).toBe(4);
    freshness.feedAnswered('7', true, freshness.tick());
    await post(body, json);
    expect(executed).toBe(4);
  });

  it('counts kept encodings in the byte budget', async () => {
    const body = freshBody();
    await post(body, json);
    await post(body, json);
    const plain = cache.store.bytes;
    await post(body, { ...json, 'accept-encoding': 'gzip' });
    const gzipped = await post(body, { ...json, 'accept-encoding': 'gzip' });
    expect(cache.store.bytes).toBe(plain + gzipped.body.length);
  });
});
