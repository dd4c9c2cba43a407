import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productApplicationInput } from '../support/application-input.ts';
import { pdf } from '../support/sample-files/pdf.ts';
import {
  type AccountsPlatform,
  type Browser,
  data,
  freshIp,
  startAccountsPlatform,
} from './support/accounts-platform.ts';
import { SMART_MAKING, signInDemoOwner } from './support/demo-owner.ts';
import { devTransition } from './support/dev-transition.ts';
import { uploadFile } from './support/file-upload.ts';
import { productIdNamed } from './support/seeded-rows.ts';
import { APPLY } from './support/shared-operations.ts';
import { type StaffBrowser, staffSignIn } from './support/staff-platform.ts';

/** Issue 22, slice subsidy-pages: a claim's evidence through the graph's GET /subsidy-files/<claim>/<path>. */

const FILE = `mutation($applicationId: ID!, $programmeId: ID!, $filePaths: [String!]!) {
  fileSubsidyClaim(applicationId: $applicationId, programmeId: $programmeId, filePaths: $filePaths) { id } }`;

let platform: AccountsPlatform;
let owner: Browser;
const staff: Record<string, StaffBrowser> = {};
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
  platform = await startAccountsPlatform();
  platform.clock.advance(Date.now() - platform.clock.now().getTime());
  owner = await signInDemoOwner(platform, SMART_MAKING);
  for (const username of ['gov-reviewer', 'gov']) {
    staff[username] = { ip: freshIp() };
    await staffSignIn(platform, staff[username] as StaffBrowser, username);
  }
  const applied = await data<{ applyForProduct: { id: string } }>(platform.app, owner, APPLY, {
    input: productApplicationInput(String(await productIdNamed(platform)), platform.clock.now().getTime(), {
      applyAmount: 80,
    }),
  });
  const lentId = applied.applyForProduct.id;
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
