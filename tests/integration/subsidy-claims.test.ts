import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../support/sample-files/images.ts';
import { type AccountsPlatform, type Browser, data, failure } from './support/accounts-platform.ts';
import { applyForProduct } from './support/apply-for-product.ts';
import { startDeskPlatform } from './support/desk-platform.ts';
import { devTransition } from './support/dev-transition.ts';
import { uploadFile } from './support/file-upload.ts';
import { type StaffBrowser, staffData, staffFailure } from './support/staff-platform.ts';

/** Issue 22, slice subsidy, through graph and gateway: a claim filed, returned, resubmitted, approved and counted. */

const CLAIM = `id status statusName claimAmount approvedAmount returnReason programmeName
  loan { applicationId loanAmount interestRate loanPeriod lendingDate institutionName }
  files { path originalName } events { action actorName remark }`;
const PREFILL = `query($id: ID!) { subsidyPrefill(applicationId: $id) { loan { applicationId loanAmount lendingDate }
  programmes { id name kind claimAmount capLeft alreadyClaimed } } }`;
const FILE = `mutation($applicationId: ID!, $programmeId: ID!, $filePaths: [String!]!) {
  fileSubsidyClaim(applicationId: $applicationId, programmeId: $programmeId, filePaths: $filePaths) { ${CLAIM} } }`;
const RESUBMIT = `mutation($id: ID!, $filePaths: [String!], $note: String) {
  resubmitSubsidyClaim(id: $id, filePaths: $filePaths, note: $note) { ${CLAIM} } }`;
const MINE = 'query { mySubsidyClaims { total records { id status statusName approvedAmount } } }';
const REVIEW_LIST = 'query { govSubsidyClaims(status: "submitted") { total records { id companyName status } } }';
const REVIEW = `query($id: ID!) { govSubsidyClaim(id: $id) { ${CLAIM} } }`;
const APPROVE = `mutation($id: ID!) { approveSubsidyClaim(id: $id) { ${CLAIM} } }`;
const RETURN = `mutation($id: ID!, $reason: String!) { returnSubsidyClaim(id: $id, reason: $reason) { ${CLAIM} } }`;
const FIGURES = `query { govSubsidyFigures { year programmes { programmeId name claims approved amountApproved
  companiesAtCap capUsedShare } } }`;

interface Claim {
  id: string;
  status: string;
  statusName: string;
  claimAmount: number;
  approvedAmount: number | null;
  returnReason: string | null;
  loan: { applicationId: string; loanAmount: number; lendingDate: string };
  files: Array<{ path: string }>;
  events: Array<{ action: string; actorName: string; remark: string | null }>;
}

let platform: AccountsPlatform;
let owner: Browser;
let staff: Record<string, StaffBrowser> = {};
let lentId: string;

const move = (id: string, toStatus: number, extra: object = {}) => devTransition(platform, id, toStatus, extra);

beforeAll(async () => {
  let productId: number;
  ({ platform, owner, productId, staff } = await startDeskPlatform(['gov-reviewer', 'gov', 'org01-admin']));
  lentId = await applyForProduct(platform, owner, productId, { applyAmount: 80 });
  await move(lentId, 11);
  await move(lentId, 4);
  await move(lentId, 6, { creditAmount: 80 });
  await move(lentId, 8, { loanAmount: 60 });
});
afterAll(() => platform?.close());

describe('a subsidy claim through GraphQL', () => {
  it('is prefilled, filed with an upload, returned, resubmitted, approved and counted on the dashboard', async () => {
    const prefill = await data<{
      subsidyPrefill: {
        loan: { loanAmount: number };
        programmes: Array<{ id: string; name: string; claimAmount: number }>;
      };
    }>(platform.app, owner, PREFILL, { id: lentId });
    expect(prefill.subsidyPrefill.loan.loanAmount).toBe(60);
    const green = prefill.subsidyPrefill.programmes.find((programme) => programme.name === '绿色贷款贴息');
    expect(green).toBeDefined();

    const path = await uploadFile(platform, owner, png(), '贷款合同.png');
    const filed = await data<{ fileSubsidyClaim: Claim }>(platform.app, owner, FILE, {
      applicationId: lentId,
      programmeId: green?.id,
      filePaths: [path],
    });
    const claim = filed.fileSubsidyClaim;
    expect(claim).toMatchObject({ status: 'submitted', statusName: '待审核', claimAmount: green?.claimAmount });
    expect(claim.files).toHaveLength(1);

    const queue = await staffData<{ govSubsidyClaims: { records: Array<{ id: string; companyName: string }> } }>(
      platform,
      staff['gov-reviewer'] as StaffBrowser,
      REVIEW_LIST,
    );
    expect(queue.govSubsidyClaims.records.map((row) => row.id)).toContain(claim.id);
    const read = await staffData<{ govSubsidyClaim: Claim }>(platform, staff['gov-reviewer'] as StaffBrowser, REVIEW, {
      id: claim.id,
    });
    expect(read.govSubsidyClaim.files[0]?.path).toBe(path);

    const returned = await staffData<{ returnSubsidyClaim: Claim }>(
      platform,
      staff['gov-reviewer'] as StaffBrowser,
      RETURN,
      {
        id: claim.id,
        reason: '请补充盖章页',
      },
    );
    expect(returned.returnSubsidyClaim).toMatchObject({ status: 'returned', returnReason: '请补充盖章页' });
    const more = await uploadFile(platform, owner, png(), '盖章页.png');
    const again = await data<{ resubmitSubsidyClaim: Claim }>(platform.app, owner, RESUBMIT, {
      id: claim.id,
      filePaths: [more],
      note: '已补充',
    });
    expect(again.resubmitSubsidyClaim.status).toBe('submitted');

    const approved = await staffData<{ approveSubsidyClaim: Claim }>(
      platform,
      staff['gov-reviewer'] as StaffBrowser,
      APPROVE,
      {
        id: claim.id,
      },
    );
    expect(approved.approveSubsidyClaim).toMatchObject({ status: 'approved', statusName: '已通过' });
    expect(approved.approveSubsidyClaim.events.map((event) => event.action)).toEqual([
      'submitted',
      'returned',
      'resubmitted',
      'approved',
    ]);
    const mine = await data<{ mySubsidyClaims: { records: Array<{ id: string; statusName: string }> } }>(
      platform.app,
      owner,
      MINE,
    );
    expect(mine.mySubsidyClaims.records.find((row) => row.id === claim.id)?.statusName).toBe('已通过');

    const figures = await staffData<{
      govSubsidyFigures: { programmes: Array<{ programmeId: string; approved: number; amountApproved: number }> };
    }>(platform, staff.gov as StaffBrowser, FIGURES);
    const row = figures.govSubsidyFigures.programmes.find((programme) => programme.programmeId === green?.id);
    expect(row).toMatchObject({ approved: 1, amountApproved: claim.claimAmount });
  });

  it('answers the refusals with their codes: a claim of nobody’s, a reviewer’s field for the government viewer, bad input', async () => {
    const missing = await failure(platform.app, owner, `query { subsidyClaim(id: "2000000") { id } }`);
    expect(missing.error.extensions).toMatchObject({ code: 'BUSINESS_ERROR', gatewayCode: -8110 });
    const viewer = await staffFailure(platform, staff.gov as StaffBrowser, APPROVE, { id: '1' });
    expect(viewer.error.extensions?.code).toBe('FORBIDDEN');
    const institution = await staffFailure(platform, staff['org01-admin'] as StaffBrowser, REVIEW_LIST);
    expect(institution.error.extensions?.code).toBe('FORBIDDEN');
    const empty = await staffFailure(platform, staff['gov-reviewer'] as StaffBrowser, RETURN, { id: '1', reason: ' ' });
    expect(empty.error).toMatchObject({ message: '请填写退回原因', extensions: { code: 'BAD_USER_INPUT' } });
    const none = await failure(platform.app, owner, FILE, { applicationId: lentId, programmeId: '1', filePaths: [] });
    expect(none.error).toMatchObject({ message: '请上传至少1份证明材料', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
