import { GatewayCode } from '@sme/contract/codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../../tests/support/sample-files/images.ts';
import { pdf } from '../../../tests/support/sample-files/pdf.ts';
import { harnessForFile } from './accounts-support.ts';
import { applyOk, type Company, call, certifiedCompany, firstOfferedProduct } from './applications-support.ts';
import { startFiles, uploaded } from './files-support.ts';
import { staffLoginAt, staffOpen, staffPost } from './staff-support.ts';

/** Issue 20, slice desk-rest: a thread message's attachments, opened by the institution as materials (ledger). */

interface ThreadFile {
  path: string;
  name: string;
  kind: string;
  size: number;
  uploadTime: string;
}
interface Thread {
  messages: Array<{ id: number; side: string; body: string; files: ThreadFile[] }>;
}

const h = harnessForFile(startFiles);
let company: Company;
let other: Company;
let applicationId: number;
let staff: string;

beforeAll(async () => {
  company = await certifiedCompany(h);
  other = await certifiedCompany(h);
  const { productId, orgId } = await firstOfferedProduct(h);
  applicationId = await applyOk(h, company, productId);
  staff = await staffLoginAt(h, orgId, 'org_staff');
});

const send = (who: Company, body: Record<string, unknown>) =>
  call<{ message: Thread['messages'][number] }>(h.app, '/loan/pc/thread/send', who.token, { applicationId, ...body });

const openMaterial = (path: string) => staffOpen(h, '/loan/org/material/open', staff, { id: applicationId, path });

describe('a thread message’s attachments', () => {
  it('carries the enterprise’s files to both sides, as materials staff open with a 机构查阅材料 entry', async () => {
    const licence = await uploaded(h.app, company.token, '补充说明.pdf', pdf());
    const photo = await uploaded(h.app, company.token, '厂房.png', png());
    const sent = await send(company, { body: '附上说明和照片', filePaths: [licence, photo] });
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data.message.files.map((file) => [file.path, file.name, file.kind])).toEqual([
      [licence, '补充说明.pdf', 'pdf'],
      [photo, '厂房.png', 'png'],
    ]);

    const enterpriseView = await call<Thread>(
      h.app,
      `/loan/pc/thread/list?applicationId=${applicationId}`,
      company.token,
    );
    expect(enterpriseView.data.messages.at(-1)?.files).toHaveLength(2);
    const staffView = await staffPost<Thread>(h, `/loan/org/thread/list?applicationId=${applicationId}`, staff);
    expect(staffView.data.messages.at(-1)?.files.map((file) => file.size)).toEqual([pdf().length, png().length]);

    const materials = await staffPost<{ materials: Array<{ path: string }> }>(h, '/loan/org/material/list', staff, {
      id: applicationId,
    });
    expect(materials.data.materials.map((material) => material.path)).toEqual(expect.arrayContaining([licence, photo]));
    const ledger = () =>
      h.database.db
        .selectFrom('data_access_log')
        .select('purpose')
        .where('company_id', '=', company.companyId)
        .where('purpose', 'like', '机构查阅材料%')
        .execute();
    const before = (await ledger()).length;
    const opened = await openMaterial(licence);
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    const after = await ledger();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.purpose).toContain('补充说明.pdf');
  });

  it('refuses more than five files, another company’s file and a file already used, writing nothing', async () => {
    const paths = await Promise.all(
      Array.from({ length: 6 }, (_, index) => uploaded(h.app, company.token, `附件${index}.png`, png())),
    );
    const tooMany = await send(company, { body: '六个附件', filePaths: paths });
    expect(tooMany.code).toBe(GatewayCode.BAD_PARAMS);
    expect(tooMany.msg).toBe('每条留言最多附5个文件');

    const theirs = await uploaded(h.app, other.token, '别家.png', png());
    const countBefore = await messageCount();
    const foreign = await send(company, { body: '别家的文件', filePaths: [theirs] });
    expect(foreign.code).toBe(GatewayCode.FILE_NOT_FOUND);
    expect(foreign.msg).toBe('附件不存在、已使用或不属于本企业，请重新上传');
    expect(await messageCount()).toBe(countBefore);

    const used = paths[0] as string;
    expect((await send(company, { body: '第一次', filePaths: [used] })).code).toBe(0);
    expect((await send(company, { body: '第二次', filePaths: [used] })).code).toBe(GatewayCode.FILE_NOT_FOUND);
  });

  it('refuses a staff message’s path that is not the staff member’s own upload (staff-files)', async () => {
    const sent = await staffPost(h, '/loan/org/thread/send', staff, {
      applicationId,
      body: '收到',
      filePaths: ['x/y.png'],
    });
    expect(sent.code).toBe(GatewayCode.FILE_NOT_FOUND);
  });
});

async function messageCount() {
  const row = await h.database.db
    .selectFrom('application_thread_message')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
