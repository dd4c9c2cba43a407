import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsPlatform, Browser } from './support/accounts-platform.ts';
import { applyForProduct } from './support/apply-for-product.ts';
import { startDeskPlatform } from './support/desk-platform.ts';
import { type StaffBrowser, staffData, staffFailure } from './support/staff-platform.ts';

/** The audit log (issue 21) through graph and gateway: the browser's address is kept, the operator reads it. */

const AUDIT = `query($filter: StaffAuditFilter, $page: PageInput) { staffAuditLog(filter: $filter, page: $page) {
  total records { id at username staffName roleName orgName action actionName route target address } } }`;
const CLAIM = 'mutation($id: ID!) { claimApplication(id: $id) { applicationId } }';

interface AuditAnswer {
  staffAuditLog: { total: number; records: Array<Record<string, string | null>> };
}

let platform: AccountsPlatform;
let owner: Browser;
let productId: number;
let staff: Record<string, StaffBrowser> = {};
const as = (who: string) => staff[who] as StaffBrowser;

beforeAll(async () => {
  ({ platform, owner, productId, staff } = await startDeskPlatform(['org01-staff', 'operator']));
});
afterAll(() => platform?.close());

describe('the audit log through GraphQL', () => {
  it('keeps a claim with the browser’s address, shown to the operator', async () => {
    const id = await applyForProduct(platform, owner, productId, { applyAmount: 100 });
    await staffData(platform, as('org01-staff'), CLAIM, { id });
    const answer = await staffData<AuditAnswer>(platform, as('operator'), AUDIT, {
      filter: { username: 'org01-staff', action: 'applications.claim' },
    });
    expect(answer.staffAuditLog.records[0]).toMatchObject({
      username: 'org01-staff',
      staffName: '业务示范01',
      actionName: '认领申请',
      target: `id=${id}`,
      address: as('org01-staff').ip,
    });
  });

  it('refuses a reversed day range with the gateway’s wording, and other staff', async () => {
    const reversed = await staffFailure(platform, as('operator'), AUDIT, {
      filter: { startDate: '2026-03-02', endDate: '2026-03-01' },
    });
    expect(reversed.error).toMatchObject({
      message: '开始日期不能晚于结束日期',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const refused = await staffFailure(platform, as('org01-staff'), AUDIT, {});
    expect(refused.error?.extensions?.code).toBe('FORBIDDEN');
  });
});
