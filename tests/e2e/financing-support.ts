import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { productApplicationInput } from '../support/application-input.ts';
import { baseUrl, gatewayUrl } from './harness.ts';
import { sessionToken } from './verification-support.ts';

/** Helpers of the financing browser tests: GraphQL and the gateway's development helpers as the browser's session. */

export const SMART_MAKING = '示例智造科技（广州）有限公司';

/** Products applied for outside our form (seeded QR and link entries); the tests apply through the form. */
const OUTSIDE_ENTRY_PRODUCTS = new Set(['羊城外贸订单贷', '花城履约保函', '岭南链e贷', '天河应收账款保理']);

/** GraphQL as the browser's session (its cookie), from the test, through the portal's graph or the one at `origin`. */
export async function graphAsSession<T>(
  page: Page,
  query: string,
  variables: object = {},
  origin = baseUrl(),
): Promise<T> {
  const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join('; ');
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? 'GraphQL answered no data');
  return body.data;
}

/**
 * Applies for `productId` through GraphQL as the browser's session: the tiers' application input with 王经理 as the
 * contact, `changes` replacing any field; the new application's id.
 */
export async function applyAsSession(page: Page, productId: string, changes: Record<string, unknown>): Promise<string> {
  const { applyForProduct } = await graphAsSession<{ applyForProduct: { id: string } }>(
    page,
    'mutation ($input: ProductApplicationInput!) { applyForProduct(input: $input) { id } }',
    { input: productApplicationInput(productId, Date.now(), { contactName: '王经理', ...changes }) },
  );
  return applyForProduct.id;
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

/** Fills the application form's terms, address and contact (the office address takes the first district and street). */
export async function fillLoanTerms(
  form: Locator,
  terms: { amount: string; contactName: string; contactMobile: string },
): Promise<void> {
  await form.getByLabel('申请金额').fill(terms.amount);
  await form.getByLabel('借款期限（月）').fill('12');
  await form.getByText('信用', { exact: true }).click();
  await form.getByLabel('还款方式', { exact: true }).selectOption({ label: '等额本息' });
  await form.getByLabel('贷款用途', { exact: true }).selectOption({ label: '日常经营' });
  await form.getByText('否', { exact: true }).click();
  const district = form.getByLabel('办公所在区');
  await expect.poll(() => district.locator('option').count()).toBeGreaterThan(1);
  await district.selectOption({ index: 1 });
  const street = form.getByLabel('办公所在街道');
  await expect.poll(() => street.locator('option').count()).toBeGreaterThan(1);
  await street.selectOption({ index: 1 });
  await form.getByLabel('联系人').fill(terms.contactName);
  await form.getByLabel('联系电话').fill(terms.contactMobile);
}
