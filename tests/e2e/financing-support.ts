import type { Page } from 'playwright-core';
import { baseUrl, gatewayUrl } from './harness.ts';
import { sessionToken } from './verification-support.ts';

/** Helpers of the financing browser tests: GraphQL and the gateway's development helpers as the browser's session. */

export const SMART_MAKING = '示例智造科技（广州）有限公司';

/** Products applied for outside our form (seeded QR and link entries); the tests apply through the form. */
const OUTSIDE_ENTRY_PRODUCTS = new Set(['羊城外贸订单贷', '花城履约保函', '岭南链e贷', '天河应收账款保理']);

/** GraphQL as the browser's session (its cookie), from the test. */
export async function graphAsSession<T>(page: Page, query: string, variables: object = {}): Promise<T> {
  const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join('; ');
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? 'GraphQL answered no data');
  return body.data;
}

/** A product on shelf applied for through our form (urlType 1). */
export async function formProduct(page: Page): Promise<{ id: string; name: string }> {
  const { products } = await graphAsSession<{ products: { records: { id: string; name: string }[] } }>(
    page,
    'query { products(page: { pageSize: 30 }) { records { id name } } }',
  );
  const product = products.records.find((record) => !OUTSIDE_ENTRY_PRODUCTS.has(record.name));
  if (!product) throw new Error('no product applied for through the form');
  return product;
}

/** A seeded product by its name (e.g. one applied for by QR code). */
export async function productNamed(page: Page, name: string): Promise<{ id: string; name: string }> {
  const { products } = await graphAsSession<{ products: { records: { id: string; name: string }[] } }>(
    page,
    'query ($keyword: String) { products(filter: { keyword: $keyword }) { records { id name } } }',
    { keyword: name },
  );
  const product = products.records.find((record) => record.name === name);
  if (!product) throw new Error(`no product named ${name}`);
  return product;
}

/** Moves an application through the status machine as the institution would (development helper). */
export async function transition(page: Page, body: { id: string; toStatus: number } & Record<string, unknown>) {
  const response = await fetch(`${gatewayUrl()}/__dev/loan/transition`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await sessionToken(page)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, id: Number(body.id) }),
  });
  const envelope = (await response.json()) as { code: number; msg: string };
  if (envelope.code !== 0) throw new Error(`transition to ${body.toStatus}: ${envelope.msg}`);
}
