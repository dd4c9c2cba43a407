import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';

export interface GraphQLErrorBody {
  message: string;
  path?: Array<string | number>;
  extensions: { code: string } & Record<string, unknown>;
}

export interface GraphQLBody<T> {
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

/** POSTs a GraphQL operation the way the web app does (JSON, so CSRF prevention lets it through). */
export async function postGraphQL<T = Record<string, unknown>>(
  app: Express,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: GraphQLBody<T> }> {
  const response = await request(app)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set(headers)
    .send({ query, ...(variables ? { variables } : {}) });
  return { status: response.status, body: response.body as GraphQLBody<T> };
}

/** The data of a successful operation; fails the test with the errors otherwise. */
export async function queryData<T>(app: Express, query: string, variables?: Record<string, unknown>): Promise<T> {
  return dataOf(await postGraphQL<T>(app, query, variables));
}

/** The data of an answer that must have succeeded; fails the test with its errors otherwise. */
export function dataOf<T>({ status, body }: { status: number; body: GraphQLBody<T> }): T {
  if (status !== 200 || body.errors || !body.data) {
    throw new Error(`GraphQL failed (${status}): ${JSON.stringify(body.errors)}`);
  }
  return body.data;
}

/** The single error of an answer that must have failed: HTTP 200 and exactly one error. */
export function singleError(answer: { status: number; body: GraphQLBody<unknown> }): GraphQLErrorBody {
  expect(answer.status).toBe(200);
  expect(answer.body.errors, JSON.stringify(answer.body)).toHaveLength(1);
  return answer.body.errors?.[0] as GraphQLErrorBody;
}
