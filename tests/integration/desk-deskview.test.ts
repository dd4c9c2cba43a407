import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../support/sample-files/images.ts';
import { pdf } from '../support/sample-files/pdf.ts';
import { type AccountsPlatform, type Browser, data } from './support/accounts-platform.ts';
import { applyForProduct } from './support/apply-for-product.ts';
import { startDeskPlatform } from './support/desk-platform.ts';
import { type StaffBrowser, staffData, staffFailure } from './support/staff-platform.ts';

/** The decision desk's materials through graph and gateway (issue 20, deskview): list, the staff file route, ledger. */

const AUTHORISATION = 'query($id: ID!) { orgDeskAuthorisation(id: $id) { state until revokedAt } }';
const MATERIALS = `query($id: ID!) { orgMaterials(id: $id) { mayDownload
  materials { path name kind contentType size uploadTime } } }`;
const SETTING = 'mutation($on: Boolean!) { updateOrgMaterialSetting(staffMayDownload: $on) { staffMayDownload } }';
const LEDGER = 'query { dataAuthorisationLedger(page: { pageSize: 20 }) { records { kind orgName detail } } }';

let platform: AccountsPlatform;
let owner: Browser;
let productId: number;
let staff: Record<string, StaffBrowser> = {};

beforeAll(async () => {
  ({ platform, owner, productId, staff } = await startDeskPlatform(['org01-staff', 'org01-admin', 'org02-staff']));
});
afterAll(() => platform?.close());

async function uploaded(bytes: Buffer, name: string): Promise<string> {
  const response = await request(platform.app)
    .post('/files/upload')
    .set('x-forwarded-for', owner.ip)
    .set({ 'x-upload-request': '1', cookie: owner.cookie ?? '' })
    .attach('file', bytes, name);
  expect(response.status).toBe(200);
  return response.body.path as string;
}

function staffFile(browser: StaffBrowser, id: string, path: string, query = '') {
  return request(platform.app)
    .get(`/staff-files/${id}/${path}${query}`)
    .set('x-forwarded-for', browser.ip)
    .set('cookie', [browser.staff, browser.cookie].filter(Boolean).join('; '))
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

const member = (name: string) => staff[name] as StaffBrowser;

describe('the materials of an application on the decision desk', () => {
  it('lists them, serves them to the handling institution only, and logs each open for the enterprise', async () => {
    const licence = await uploaded(pdf(), '营业执照.pdf');
    const photo = await uploaded(png(), '经营场所.png');
    const id = await applyForProduct(platform, owner, productId, { materialPaths: [licence, photo] });

    const state = await staffData<{ orgDeskAuthorisation: { state: string } }>(
      platform,
      member('org01-staff'),
      AUTHORISATION,
      { id },
    );
    expect(state.orgDeskAuthorisation.state).toBe('in_force');
    const listed = await staffData<{
      orgMaterials: { mayDownload: boolean; materials: Array<{ path: string; kind: string }> };
    }>(platform, member('org01-staff'), MATERIALS, { id });
    expect(listed.orgMaterials.mayDownload).toBe(false);
    expect(listed.orgMaterials.materials.map((material) => [material.path, material.kind])).toEqual([
      [licence, 'pdf'],
      [photo, 'png'],
    ]);

    const opened = await staffFile(member('org01-staff'), id, licence);
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(opened.body as Buffer, pdf())).toBe(0);
    expect((await staffFile(member('org01-staff'), id, photo)).status).toBe(200);

    // Another institution, the enterprise's own cookie and a download not allowed get nothing.
    expect((await staffFile(member('org02-staff'), id, licence)).status).toBe(404);
    const other = await staffFailure(platform, member('org02-staff'), MATERIALS, { id });
    // Exactly the unknown id's answer.
    expect(other.error.extensions).toMatchObject({ code: 'BUSINESS_ERROR', gatewayCode: -8001 });
    const asEnterprise = await request(platform.app)
      .get(`/staff-files/${id}/${licence}`)
      .set('cookie', owner.cookie ?? '');
    expect(asEnterprise.status).toBe(404);
    const download = await staffFile(member('org01-staff'), id, licence, '?download=1');
    expect(download.status).toBe(403);
    expect(String(download.body)).toContain('未开放材料下载');

    const ledger = await data<{ dataAuthorisationLedger: { records: Array<{ kind: string; detail: string }> } }>(
      platform.app,
      owner,
      LEDGER,
    );
    const views = ledger.dataAuthorisationLedger.records.filter((entry) => entry.detail.startsWith('机构查阅材料'));
    expect(views.map((entry) => entry.detail.split('（')[0])).toEqual([
      '机构查阅材料：经营场所.png',
      '机构查阅材料：营业执照.pdf',
    ]);

    // The administrator switches downloads on: the same file now comes as an attachment.
    const switched = await staffData<{ updateOrgMaterialSetting: { staffMayDownload: boolean } }>(
      platform,
      member('org01-admin'),
      SETTING,
      { on: true },
    );
    expect(switched.updateOrgMaterialSetting.staffMayDownload).toBe(true);
    const attachment = await staffFile(member('org01-staff'), id, licence, '?download=1');
    expect(attachment.headers['content-disposition']).toMatch(/^attachment/);
    await staffData(platform, member('org01-admin'), SETTING, { on: false });
  });
});
