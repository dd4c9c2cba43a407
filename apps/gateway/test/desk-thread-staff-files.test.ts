import { GatewayCode } from '@sme/contract/codes';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../../tests/support/sample-files/images.ts';
import { pdf } from '../../../tests/support/sample-files/pdf.ts';
import { freshIp, harnessForFile } from './accounts-support.ts';
import { applyOk, type Company, certifiedCompany, productOfOneInstitutionAndAnother } from './applications-support.ts';
import { access, envelopeOf, startFiles, uploaded } from './files-support.ts';
import { STAFF_HEADER, staffLoginAt, staffOpen, staffPost } from './staff-support.ts';

/** Issue 20, slice staff-files: staff attach their own uploads to thread messages; the enterprise reads them. */

interface ThreadFile {
  path: string;
  name: string;
  kind: string;
}

const h = harnessForFile(startFiles);
let company: Company;
let other: Company;
let applicationId: number;
let staff: string;
let otherOrgAdmin: string;

beforeAll(async () => {
  company = await certifiedCompany(h);
  other = await certifiedCompany(h);
  const { productId, orgId, otherOrgId } = await productOfOneInstitutionAndAnother(h);
  applicationId = await applyOk(h, company, productId);
  staff = await staffLoginAt(h, orgId, 'org_staff');
  otherOrgAdmin = await staffLoginAt(h, otherOrgId, 'org_admin');
});

function staffUpload(token: string, name: string, bytes: Buffer, id = applicationId) {
  return request(h.app)
    .post(`/api/loan/org/thread/file/upload?applicationId=${id}`)
    .set('X-Forwarded-For', freshIp())
    .set(STAFF_HEADER, token)
    .attach('file', bytes, { filename: name, contentType: 'application/octet-stream' });
}

async function staffUploaded(name: string, bytes: Buffer): Promise<string> {
  const answer = await staffUpload(staff, name, bytes);
  expect(answer.body, name).toMatchObject({ code: 0 });
  return answer.body.data as string;
}

const staffSend = (body: Record<string, unknown>) =>
  staffPost<{ message: { files: ThreadFile[] } }>(h, '/loan/org/thread/send', staff, { applicationId, ...body });

const ledgerCount = async () =>
  (await h.database.db.selectFrom('data_access_log').select('id').where('company_id', '=', company.companyId).execute())
    .length;

describe('staff files on thread messages', () => {
  it('carries the staff member’s files to the enterprise, who reads them without a ledger entry', async () => {
    const form = await staffUploaded('授信申请表.pdf', pdf());
    const sample = await staffUploaded('填写示例.png', png());
    const ledgerBefore = await ledgerCount();
    const sent = await staffSend({ body: '请按示例填写申请表后上传', filePaths: [form, sample] });
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data.message.files.map((file) => [file.path, file.name, file.kind])).toEqual([
      [form, '授信申请表.pdf', 'pdf'],
      [sample, '填写示例.png', 'png'],
    ]);

    const read = await access(h.app, company.token, form);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(read.body as Buffer, pdf())).toBe(0);
    // Staff open their own file through the desk's route: not a material, no ledger entry either.
    const opened = await staffOpen(h, '/loan/org/material/open', staff, {
      id: applicationId,
      path: sample,
      download: false,
    });
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(await ledgerCount()).toBe(ledgerBefore);

    const materials = await staffPost<{ materials: Array<{ path: string }> }>(h, '/loan/org/material/list', staff, {
      id: applicationId,
    });
    expect(materials.data.materials.map((material) => material.path)).not.toContain(form);
  });

  it('keeps a staff file from another company, another institution and from deletion by the enterprise', async () => {
    const path = await staffUploaded('说明.pdf', pdf());
    const unsent = await access(h.app, company.token, path);
    expect(envelopeOf(unsent.body as Buffer).code).toBe(GatewayCode.FILE_NOT_FOUND);
    expect((await staffSend({ body: '见附件', filePaths: [path] })).code).toBe(0);

    const foreign = await access(h.app, other.token, path);
    expect(envelopeOf(foreign.body as Buffer).code).toBe(GatewayCode.FILE_NOT_FOUND);
    const otherOrg = await staffUpload(otherOrgAdmin, '别家.png', png());
    expect(otherOrg.body.code).toBe(GatewayCode.APPLICATION_NOT_FOUND);
    const deleted = await request(h.app)
      .post('/api/zzzttt/file/deleteFile')
      .set('X-Forwarded-For', freshIp())
      .set('Authorization', `Bearer ${company.token}`)
      .send({ filePaths: [path] });
    expect(deleted.body.code).not.toBe(0);
    expect((await access(h.app, company.token, path)).status).toBe(200);
  });

  it('refuses the enterprise’s upload, a used file and content the portal refuses', async () => {
    const enterprises = await uploaded(h.app, company.token, '企业的.png', png());
    const notOwn = await staffSend({ body: '转发企业文件', filePaths: [enterprises] });
    expect(notOwn.code).toBe(GatewayCode.FILE_NOT_FOUND);
    const path = await staffUploaded('一次.png', png());
    expect((await staffSend({ body: '第一次', filePaths: [path] })).code).toBe(0);
    expect((await staffSend({ body: '第二次', filePaths: [path] })).code).toBe(GatewayCode.FILE_NOT_FOUND);
    const script = await staffUpload(staff, 'a.png', Buffer.from('<script>alert(1)</script>'));
    expect(script.body.code).toBe(GatewayCode.FILE_CONTENT_REFUSED);
    const visitor = await request(h.app)
      .post(`/api/loan/org/thread/file/upload?applicationId=${applicationId}`)
      .set('X-Forwarded-For', freshIp())
      .attach('file', png(), { filename: 'a.png', contentType: 'image/png' });
    expect(visitor.body.code).not.toBe(0);
  });
});
