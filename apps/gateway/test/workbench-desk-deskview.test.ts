import { GatewayCode } from '@sme/contract/codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfMaterial, pngMaterial } from '../../../tests/support/material-entries.ts';
import { png } from '../../../tests/support/sample-files/images.ts';
import { pdf } from '../../../tests/support/sample-files/pdf.ts';
import { harnessForFile } from './accounts-support.ts';
import {
  applyOk,
  type Company,
  call,
  certifiedCompany,
  productOfOneInstitutionAndAnother,
} from './applications-support.ts';
import { envelopeOf, startFiles, uploaded } from './files-support.ts';
import { deskLogins, staffGet, staffOpen, staffPost } from './staff-support.ts';

/** The decision desk's materials (issue 20, deskview): list, open with a ledger entry, downloads, authorisation state. */

const h = harnessForFile(startFiles);
let company: Company;
let productId: number;
let orgA: number;
let staffA: string;
let adminA: string;
let staffB: string;
let operator: string;

beforeAll(async () => {
  company = await certifiedCompany(h);
  const product = await productOfOneInstitutionAndAnother(h);
  productId = product.productId;
  orgA = product.orgId;
  const orgB = product.otherOrgId;
  ({ staffA, adminA, staffB, operator } = await deskLogins(h, orgA, orgB));
});

/** An application of the company with a PDF and an image. */
async function applicationWithMaterials() {
  const licence = await uploaded(h.app, company.token, '营业执照.pdf', pdf());
  const photo = await uploaded(h.app, company.token, '经营场所.png', png());
  const id = await applyOk(h, company, productId, { materialPaths: [licence, photo] });
  return { id, licence, photo };
}

const open = (token: string, body: Record<string, unknown>) => staffOpen(h, '/loan/org/material/open', token, body);

const accesses = () =>
  h.database.db
    .selectFrom('data_access_log')
    .select(['org_id', 'purpose'])
    .where('company_id', '=', company.companyId)
    .where('purpose', 'like', '机构%材料%')
    .orderBy('id')
    .execute();

async function endAuthorisation() {
  await h.database.db
    .updateTable('data_authorisation')
    .set({ revoked_at: h.clock.now(), revoke_reason: '测试' })
    .where('company_id', '=', company.companyId)
    .where('revoked_at', 'is', null)
    .execute();
}

describe('the desk materials of an application', () => {
  it('lists every material with type, size and upload time, download off by default', async () => {
    const { id, licence, photo } = await applicationWithMaterials();
    const answer = await staffPost<{ materials: Array<Record<string, unknown>>; mayDownload: boolean }>(
      h,
      '/loan/org/material/list',
      staffA,
      { id },
    );
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.mayDownload).toBe(false);
    expect(answer.data.materials).toEqual([pdfMaterial(licence, '营业执照.pdf'), pngMaterial(photo, '经营场所.png')]);
  });

  it('opens a material inline and writes one 机构查阅材料 ledger row per open', async () => {
    const { id, licence, photo } = await applicationWithMaterials();
    const before = (await accesses()).length;
    const pdfAnswer = await open(staffA, { id, path: licence });
    expect(pdfAnswer.status).toBe(200);
    expect(pdfAnswer.headers['content-type']).toBe('application/pdf');
    expect(pdfAnswer.headers['content-disposition']).toMatch(/^inline/);
    expect(Buffer.compare(pdfAnswer.body as Buffer, pdf())).toBe(0);
    expect((await open(staffA, { id, path: photo })).status).toBe(200);
    const rows = (await accesses()).slice(before);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      org_id: orgA,
      purpose: expect.stringMatching(/^机构查阅材料：营业执照\.pdf（经办人：.+）$/),
    });
    expect(rows[1]?.purpose).toMatch(/^机构查阅材料：经营场所\.png/);
  });

  it('refuses a download until the administrator allows it, then answers an attachment logged as such', async () => {
    const { id, licence } = await applicationWithMaterials();
    const refused = envelopeOf((await open(staffA, { id, path: licence, download: true })).body as Buffer);
    expect(refused.code).toBe(GatewayCode.ROLE_REFUSED);
    expect(refused.msg).toContain('未开放材料下载');
    expect((await staffPost(h, '/loan/org/setting/material/update', staffA, { staffMayDownload: true })).code).toBe(
      GatewayCode.ROLE_REFUSED,
    );
    const switched = await staffPost(h, '/loan/org/setting/material/update', adminA, { staffMayDownload: true });
    expect(switched).toMatchObject({ code: 0, data: { staffMayDownload: true } });
    expect((await staffGet(h, '/loan/org/setting/material', adminA)).data).toEqual({ staffMayDownload: true });
    const downloaded = await open(staffA, { id, path: licence, download: true });
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment/);
    expect((await accesses()).at(-1)?.purpose).toMatch(/^机构下载材料：营业执照\.pdf/);
    await staffPost(h, '/loan/org/setting/material/update', adminA, { staffMayDownload: false });
  });

  it('answers staff of another institution exactly as an unknown id, and refuses the operator by role', async () => {
    const { id, licence } = await applicationWithMaterials();
    const unknown = await staffPost(h, '/loan/org/material/list', staffA, { id: 999_999 });
    expect(unknown.code).toBe(GatewayCode.APPLICATION_NOT_FOUND);
    for (const path of ['/loan/org/material/list', '/loan/org/desk/authorisation']) {
      expect(await staffPost(h, path, staffB, { id })).toEqual(unknown);
    }
    expect(envelopeOf((await open(staffB, { id, path: licence })).body as Buffer)).toEqual(unknown);
    expect((await staffPost(h, '/loan/org/material/list', operator, { id })).code).toBe(GatewayCode.ROLE_REFUSED);
  });

  it('refuses a path that is not this application’s material, and logs nothing', async () => {
    const { id } = await applicationWithMaterials();
    const stranger = await uploaded(h.app, company.token, 'other.png', png());
    const before = (await accesses()).length;
    const answer = envelopeOf((await open(staffA, { id, path: stranger })).body as Buffer);
    expect(answer.code).toBe(GatewayCode.FILE_NOT_FOUND);
    expect((await accesses()).length).toBe(before);
  });
});

describe('the authorisation state on the desk', () => {
  it('is in force until its end, then revoked on its day: materials refused and nothing logged', async () => {
    const { id, licence } = await applicationWithMaterials();
    const state = await staffPost<{ state: string; until: string; revokedAt: string | null }>(
      h,
      '/loan/org/desk/authorisation',
      staffA,
      { id },
    );
    expect(state.data).toMatchObject({ state: 'in_force', revokedAt: null });
    expect(new Date(state.data.until).getTime()).toBeGreaterThan(h.clock.now().getTime());

    await endAuthorisation();
    const after = await staffPost<{ state: string; revokedAt: string }>(h, '/loan/org/desk/authorisation', staffA, {
      id,
    });
    expect(after.data).toMatchObject({ state: 'revoked', revokedAt: h.clock.now().toISOString() });
    const before = (await accesses()).length;
    const list = await staffPost(h, '/loan/org/material/list', staffA, { id });
    expect(list.code).toBe(GatewayCode.AUTHORISATION_NOT_IN_FORCE);
    expect(list.msg).toContain('数据授权已撤销或到期');
    expect(envelopeOf((await open(staffA, { id, path: licence })).body as Buffer).code).toBe(
      GatewayCode.AUTHORISATION_NOT_IN_FORCE,
    );
    expect((await accesses()).length).toBe(before);
    // The applicant's contact is gone from the detail as well (the summary only).
    const detail = await staffPost<Record<string, unknown>>(h, `/loan/org/detail?id=${id}`, staffA);
    expect(detail.data).toMatchObject({ contactName: null, contactMobile: null, districtName: null });
  });

  it('the enterprise still never reaches the desk calls with its own session', async () => {
    const answer = await call(h.app, '/loan/org/material/list', company.token, { id: 1 });
    expect(answer.code).toBe(GatewayCode.SESSION_ENDED);
  });
});
