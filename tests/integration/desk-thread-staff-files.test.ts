import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf } from '../support/sample-files/pdf.ts';
import { type AccountsPlatform, type Browser, data, freshIp } from './support/accounts-platform.ts';
import { applyForProduct } from './support/apply-for-product.ts';
import { startDeskPlatform } from './support/desk-platform.ts';
import { type StaffBrowser, staffData } from './support/staff-platform.ts';

/** Issue 20, slice staff-files, through graph and gateway: staff upload, attach, and the enterprise reads the file. */

const FILES = 'files { path name kind }';
const ORG_SEND = `mutation($id: ID!, $body: String!, $paths: [String!]) {
  sendOrgThreadMessage(applicationId: $id, body: $body, filePaths: $paths) { message { side ${FILES} } } }`;
const THREAD = `query($id: ID!) { applicationThread(applicationId: $id) { messages { side ${FILES} } } }`;

let platform: AccountsPlatform;
let owner: Browser;
let staff: StaffBrowser;
let otherStaff: StaffBrowser;
let applicationId: string;

beforeAll(async () => {
  const desk = await startDeskPlatform(['org01-staff', 'org02-staff']);
  ({ platform, owner } = desk);
  staff = desk.staff['org01-staff'] as StaffBrowser;
  otherStaff = desk.staff['org02-staff'] as StaffBrowser;
  applicationId = await applyForProduct(platform, owner, desk.productId, { applyAmount: 80 });
});
afterAll(() => platform?.close());

function staffUpload(browser: StaffBrowser, headers: Record<string, string> = { 'x-upload-request': '1' }) {
  const call = request(platform.app)
    .post(`/staff-files/upload?applicationId=${applicationId}`)
    .set('x-forwarded-for', browser.ip)
    .set(headers);
  if (browser.staff) call.set('cookie', browser.staff);
  return call.attach('file', pdf(), '授信申请表.pdf');
}

describe('staff files on thread messages through the graph', () => {
  it('uploads with the staff cookie, attaches to the message, and serves it to the enterprise', async () => {
    const uploaded = await staffUpload(staff);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const path = uploaded.body.path as string;
    const sent = await staffData<{ sendOrgThreadMessage: { message: { files: Array<{ path: string }> } } }>(
      platform,
      staff,
      ORG_SEND,
      { id: applicationId, body: '请按此表填写', paths: [path] },
    );
    expect(sent.sendOrgThreadMessage.message.files.map((file) => file.path)).toEqual([path]);

    const thread = await data<{
      applicationThread: { messages: Array<{ side: string; files: Array<{ name: string }> }> };
    }>(platform.app, owner, THREAD, { id: applicationId });
    expect(thread.applicationThread.messages.at(-1)?.files.map((file) => file.name)).toEqual(['授信申请表.pdf']);
    const read = await request(platform.app)
      .get(`/files/${path}`)
      .set('x-forwarded-for', owner.ip)
      .set('cookie', owner.cookie as string);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    const staffRead = await request(platform.app)
      .get(`/staff-files/${applicationId}/${path}`)
      .set('x-forwarded-for', staff.ip)
      .set('cookie', staff.staff as string);
    expect(staffRead.status).toBe(200);
  });

  it('refuses a missing CSRF header, no staff session and another institution', async () => {
    expect((await staffUpload(staff, {})).status).toBe(400);
    expect((await staffUpload({ ip: freshIp() })).status).toBe(401);
    const other = await staffUpload(otherStaff);
    // Another institution's application: the unknown-id answer, as every thread call.
    expect(other.body).toEqual({ code: 'BUSINESS_ERROR', message: '申请不存在或无权查看' });
  });
});
