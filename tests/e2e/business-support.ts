import crypto from 'node:crypto';
import { afterAll, expect } from 'vitest';
import { gatewayUrl } from './harness.ts';

/** Helpers for the revocation rule of spec §1: business an institution handles holds a revocation back. */

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export async function gatewayCall<T = unknown>(path: string, token: string | null, body: object): Promise<Envelope<T>> {
  const response = await fetch(`${gatewayUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** Moves an application as the institution would, through the development transition helper. */
export async function devTransition(id: number, toStatus: number, extra: object = {}): Promise<void> {
  const answer = await gatewayCall('/__dev/loan/transition', null, { id, toStatus, ...extra });
  expect(answer.code, answer.msg).toBe(0);
}

/**
 * Grants the session's company the data authorisation (development helper). A file that revokes the shared demo
 * company's authorisation grants it again when done, as it is seeded, so that no later file's need or application
 * meets 请先阅读并同意企业数据授权书.
 */
export async function grantAuthorisation(token: string): Promise<void> {
  const granted = await gatewayCall('/__dev/authorisation/grant', token, {});
  expect(granted.code, granted.msg).toBe(0);
}

/**
 * For a file that revokes the shared demo company's authorisation: grants it back when the file ends. Call the answer
 * with the company's session before revoking.
 */
export function grantBackAfterAll(): (token: string) => void {
  let revokedBy = '';
  afterAll(async () => {
    if (revokedBy) await grantAuthorisation(revokedBy);
  });
  return (token) => {
    revokedBy = token;
  };
}

/** The failure a test ends the application it made with. */
export const ENDED_BY_TEST = { failureType: 4, failureReason: '测试结束' };

/**
 * Ends the application (or need) a test file made on the shared demo company, so that no business stays in progress
 * (the revocation tests expect none): moved to `toStatus` (5 by default) as 测试结束. Nothing when the file made none;
 * a refusal (it has ended already) is let go.
 */
export async function endTestApplication(id: number | string, toStatus = 5): Promise<void> {
  if (id) await devTransition(Number(id), toStatus, ENDED_BY_TEST).catch(() => {});
}

/** Ends of the business running (spec §1): submitted or listed is withdrawn, what an institution holds fails. */
const ENDS: Record<number, number> = { 1: 10, 2: 10, 11: 5, 4: 7, 6: 9 };
const FAILURE = { failureType: 4, failureReason: '资料不全' };

/** The session company's applications and needs still running (1, 2, 11, 4, 6), through the lists. */
async function inProgress(token: string): Promise<{ id: number; loanStatus: number }[]> {
  const found: { id: number; loanStatus: number }[] = [];
  for (const path of ['/loan/pc/myList', '/loan/pc/request/myList']) {
    for (let pageNum = 1; ; pageNum += 1) {
      const page = await gatewayCall<{ records: { id: number; loanStatus: number }[]; total: number }>(path, token, {
        pageNum,
        pageSize: 50,
      });
      expect(page.code, page.msg).toBe(0);
      found.push(...page.data.records.filter((record) => record.loanStatus in ENDS));
      if (pageNum * 50 >= page.data.total) break;
    }
  }
  return found;
}

/** Ends (through the dev helper: withdrawn, or as failures) every application or need still running. */
export async function endBusinessInProgress(token: string): Promise<void> {
  for (const record of await inProgress(token)) {
    const to = ENDS[record.loanStatus] as number;
    await devTransition(record.id, to, to === 10 ? {} : FAILURE);
  }
}

const THREE_YEARS = 3 * 31_536_000_000;

/**
 * Applies for the named product through the gateway as the session, granting the data authorisation for three years
 * if none is in force; answers the new application's id.
 */
export async function applyAsSession(
  token: string,
  productName: string,
  terms: { applyAmount: number; loanFor: number; materialPaths?: string[] },
): Promise<number> {
  const list = await gatewayCall<{ records: { id: number; productName: string }[] }>('/loan/product/pc/list', null, {
    keyword: productName,
  });
  const product = list.data.records.find((record) => record.productName === productName);
  expect(product, list.msg).toBeDefined();
  const applied = await gatewayCall<{ id: number }>('/loan/product/pc/apply', token, {
    productId: product?.id,
    ...terms,
    loanPeriod: 12,
    guaranteeMethods: [4],
    repayMethod: 1,
    isFirstLoan: 0,
    districtName: '越秀区',
    streetName: '北京街道',
    contactName: '王建国',
    contactMobile: '13800000001',
    idempotencyKey: crypto.randomUUID(),
    authEndDate: Date.now() + THREE_YEARS,
  });
  expect(applied.code, applied.msg).toBe(0);
  return applied.data.id;
}
