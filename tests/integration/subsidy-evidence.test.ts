import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf } from '../support/sample-files/pdf.ts';
import { type AccountsPlatform, type Browser, data } from './support/accounts-platform.ts';
import { applyForProduct } from './support/apply-for-product.ts';
import { startDeskPlatform } from './support/desk-platform.ts';
import { devTransition } from './support/dev-transition.ts';
import { uploadFile } from './support/file-upload.ts';
import type { StaffBrowser } from './support/staff-platform.ts';

/** Issue 22, slice subsidy-pages: a claim's evidence through the graph's GET /subsidy-files/<claim>/<path>. */

const FILE = `mutation($applicationId: ID!, $programmeId: ID!, $filePaths: [String!]!) {
  fileSubsidyClaim(applicationId: $applicationId, programmeId: $programmeId, filePaths: $filePaths) { id } }`;

let platform: AccountsPlatform;
let owner: Browser;
let staff: Record<string, StaffBrowser> = {};
let claimId = '';
let evidence = '';

const move = (id: string, toStatus: number, extra: object = {}) => devTransition(platform, id, toStatus, extra);

function evidenceFile(browser: StaffBrowser | Browser, id: string, path: string) {
  return request(platform.app)
    .get(`/subsidy-files/${id}/${path}`)
    .set('x-forwarded-for', browser.ip)
    .set('cookie', [(browser as StaffBrowser).staff, browser.cookie].filter(Boolean).join('; '))
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

beforeAll(async () => {
  let productId: number;
  ({ platform, owner, productId, staff } = await startDeskPlatform(['gov-reviewer', 'gov']));
  const lentId = await applyForProduct(platform, owner, productId, { applyAmount: 80 });
  for (const [status, extra] of [[11], [4], [6, { creditAmount: 80 }], [8, { loanAmount: 60 }]] as const) {
    await move(lentId, status, extra);
  }
  evidence = await uploadFile(platform, owner, pdf(), '贷款合同.pdf');
  const filed = await data<{ fileSubsidyClaim: { id: string } }>(platform.app, owner, FILE, {
    applicationId: lentId,
    programmeId: '1',
    filePaths: [evidence],
  });
  claimId = filed.fileSubsidyClaim.id;
}, 120_000);
afterAll(() => platform?.close());

describe('a subsidy claim’s evidence in the workbench', () => {
  it('is served to the reviewer inline, and to nobody else', async () => {
    const served = await evidenceFile(staff['gov-reviewer'] as StaffBrowser, claimId, evidence);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect((served.body as Buffer).equals(pdf())).toBe(true);

    expect((await evidenceFile(staff['gov-reviewer'] as StaffBrowser, '2000000', evidence)).status).toBe(404);
    expect((await evidenceFile(staff.gov as StaffBrowser, claimId, evidence)).status).toBe(403);
    // The enterprise's own session is no staff session.
    expect((await evidenceFile(owner, claimId, evidence)).status).toBe(404);
  });
});
