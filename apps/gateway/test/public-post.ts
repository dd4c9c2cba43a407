import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';

/** Calls of the public API (no session, no client address), as the catalog and content tests make them. */

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A POST with a JSON body (or none): its status, envelope and headers. */
export function publicPost<T = unknown>(app: Express, path: string, body?: object) {
  const call = request(app).post(`/api${path}`);
  return (body === undefined ? call : call.send(body)).then((res) => ({
    status: res.status,
    body: res.body as Envelope<T>,
    headers: res.headers,
  }));
}

/** A POST that must succeed (HTTP 200, code 0): answers the envelope's data. */
export async function publicPostOk<T>(app: Express, path: string, body?: object): Promise<T> {
  const { status, body: envelope } = await publicPost<T>(app, path, body);
  expect(status).toBe(200);
  expect(envelope.code, envelope.msg).toBe(0);
  return envelope.data;
}
