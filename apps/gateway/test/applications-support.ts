import crypto from 'node:crypto';
import type express from 'express';
import { expect } from 'vitest';
import { type AccountsHarness, freshIp, post } from './accounts-support.ts';
import { memberOfNewCompany } from './identity-support.ts';

/** Helpers of the loan application tests: certified companies, products, bodies and the calls. */

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface Company {
  token: string;
  companyId: number;
}

/** A new account acting for a new certified (and face-checked) company. */
export async function certifiedCompany(h: AccountsHarness, faceChecked = true): Promise<Company> {
  const { token, company } = await memberOfNewCompany(h, '王建国', {
    certified: true,
    identify_status: faceChecked ? 6 : 0,
  });
  return { token, companyId: company.id };
}

/** The ids of products the portal offers (on shelf, institution in service), in id order. */
export async function offeredProductIds(h: AccountsHarness): Promise<number[]> {
  const rows = await h.database.db
    .selectFrom('loan_product as p')
    .innerJoin('financial_org as o', 'o.id', 'p.org_id')
    .select('p.id')
    .where('p.on_shelf', '=', true)
    .where('o.if_normal', '=', true)
    .orderBy('p.id')
    .execute();
  return rows.map((row) => row.id);
}

/** The first offered product, and the id and name of its institution: the institution that handles its applications. */
export async function firstOfferedProduct(
  h: AccountsHarness,
): Promise<{ productId: number; orgId: number; orgName: string }> {
  const [productId] = await offeredProductIds(h);
  const row = await h.database.db
    .selectFrom('loan_product as p')
    .innerJoin('financial_org as o', 'o.id', 'p.org_id')
    .select(['o.id', 'o.org_name'])
    .where('p.id', '=', productId as number)
    .executeTakeFirstOrThrow();
  return { productId: productId as number, orgId: row.id, orgName: row.org_name };
}

/**
 * The first offered product and its institution, and another institution with an offered product: the desk tests'
 * handling institution and the one that must be refused.
 */
export async function productOfOneInstitutionAndAnother(
  h: AccountsHarness,
): Promise<{ productId: number; orgId: number; otherOrgId: number }> {
  const rows = await h.database.db
    .selectFrom('loan_product')
    .select(['id', 'org_id'])
    .where('id', 'in', await offeredProductIds(h))
    .orderBy('id')
    .execute();
  const first = rows[0] as { id: number; org_id: number };
  const other = rows.find((row) => row.org_id !== first.org_id) as { org_id: number };
  return { productId: first.id, orgId: first.org_id, otherOrgId: other.org_id };
}

export function newKey(): string {
  return crypto.randomUUID();
}

/**
 * The data authorisation's end date sent with every test application and need (about 3 years after the test clock's
 * start): the company's first grants it, later ones are not asked for it (spec §1).
 */
export const TEST_AUTH_END_DATE = Date.parse('2029-03-01T00:00:00Z');

export function productBody(productId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    authEndDate: TEST_AUTH_END_DATE,
    productId,
    applyAmount: 120.5,
    loanPeriod: 12,
    guaranteeMethods: [4, 1],
    repayMethod: 1,
    loanFor: 4,
    isFirstLoan: 1,
    districtName: '天河区',
    streetName: '石牌街道',
    contactName: '李四',
    contactMobile: '13912345678',
    materialPaths: [],
    idempotencyKey: newKey(),
    ...overrides,
  };
}

export function needBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    authEndDate: TEST_AUTH_END_DATE,
    applyAmount: 300,
    loanFor: 2,
    guaranteeMethods: '3,4',
    loanPeriod: 24,
    interestRate: 5.85,
    // The test clock stands at 2026-03-02 (Beijing).
    expiryDate: '2026-06-30',
    remark: '扩大生产线',
    idempotencyKey: newKey(),
    ...overrides,
  };
}

export async function call<T = unknown>(
  app: express.Express,
  path: string,
  token?: string,
  body: unknown = {},
): Promise<Envelope<T>> {
  return (await post(app, path, freshIp(), token).send(body as object)).body as Envelope<T>;
}

export async function applyOk(h: AccountsHarness, company: Company, productId: number, overrides = {}) {
  const answer = await call<{ id: number; loanStatus: number }>(
    h.app,
    '/loan/product/pc/apply',
    company.token,
    productBody(productId, overrides),
  );
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.id;
}

export async function publishOk(h: AccountsHarness, company: Company, overrides = {}) {
  const answer = await call<{ id: number; loanStatus: number }>(
    h.app,
    '/loan/pc/apply',
    company.token,
    needBody(overrides),
  );
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.id;
}

/**
 * Moves an application through the development helper (as the institution / operator would). A need moving to 11
 * gets an institution (the helper's orgId) unless the caller names one: the first institution in service.
 */
export async function devMove(h: AccountsHarness, id: number, toStatus: number, extra: Record<string, unknown> = {}) {
  const orgId = toStatus === 11 && extra.orgId === undefined ? await institutionForNeed(h, id) : undefined;
  return call<{ id: number; loanStatus: number } | null>(h.app, '/__dev/loan/transition', undefined, {
    id,
    toStatus,
    ...(orgId === undefined ? {} : { orgId }),
    ...extra,
  });
}

/** An institution in service for a need that has none yet; undefined for anything else (or an unknown id). */
async function institutionForNeed(h: AccountsHarness, id: number): Promise<number | undefined> {
  const row = await h.database.db
    .selectFrom('loan_application')
    .select('org_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.org_id !== null) return undefined;
  const org = await h.database.db
    .selectFrom('financial_org')
    .select('id')
    .where('if_normal', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return org.id;
}

/** What a move to `status` needs besides the status (amounts, a failure reason). */
export function moveExtras(status: number): Record<string, unknown> {
  if (status === 6) return { creditAmount: 100 };
  if (status === 8) return { loanAmount: 90 };
  if ([3, 5, 7, 9].includes(status)) return { failureType: 4, failureReason: '资料不全' };
  return {};
}

/** How to reach each status of a product application from 1 with the development helper (2 and 3 are needs' only). */
export const PRODUCT_PATHS: Record<number, number[]> = {
  1: [],
  11: [11],
  4: [11, 4],
  5: [11, 5],
  6: [11, 4, 6],
  7: [11, 4, 7],
  8: [11, 4, 6, 8],
  9: [11, 4, 6, 9],
  10: [10],
};

/** Drives an application along `path` (statuses after 1) and expects each move to succeed. */
export async function driveTo(h: AccountsHarness, id: number, path: number[]): Promise<void> {
  for (const status of path) {
    const answer = await devMove(h, id, status, moveExtras(status));
    expect(answer.code, `${status}: ${answer.msg}`).toBe(0);
  }
}

export function withdraw(h: AccountsHarness, token: string, id: number) {
  return call<{ id: number; loanStatus: number } | null>(h.app, `/loan/pc/cancel?id=${id}`, token);
}

/** The application's row, for a test to select what it reads of it. */
const applicationRow = (h: AccountsHarness, id: number) =>
  h.database.db.selectFrom('loan_application').where('id', '=', id);

/** The mobile an application gives for its contact ('' when it gives none): where its SMS notices go. */
export async function contactMobileOf(h: AccountsHarness, id: number): Promise<string> {
  const row = await applicationRow(h, id).select('contact_mobile').executeTakeFirstOrThrow();
  return row.contact_mobile ?? '';
}

export async function statusOf(h: AccountsHarness, id: number): Promise<number> {
  const row = await applicationRow(h, id).select('loan_status').executeTakeFirstOrThrow();
  return row.loan_status;
}

/** Why an application failed: its failure type and reason. */
export function failureOf(h: AccountsHarness, id: number) {
  return applicationRow(h, id).select(['failure_type', 'failure_reason']).executeTakeFirstOrThrow();
}

/** Failed ends for each status of business running (spec §1: revocation waits for them), as it would move them. */
const ENDS: Record<number, number> = { 1: 10, 2: 10, 11: 5, 4: 7, 6: 9 };

/**
 * Ends, through the development helper, every application or need an institution still handles for the company
 * (statuses 1, 2, 11, 4, 6 — the demo company is seeded with some; a submitted or listed one is withdrawn), so its
 * authorisation can be revoked.
 */
export async function endBusinessInProgress(h: AccountsHarness, companyId: number): Promise<void> {
  const rows = await h.database.db
    .selectFrom('loan_application')
    .select(['id', 'loan_status'])
    .where('company_id', '=', companyId)
    .where('loan_status', 'in', Object.keys(ENDS).map(Number))
    .execute();
  for (const row of rows) await driveTo(h, row.id, [ENDS[row.loan_status] as number]);
}
