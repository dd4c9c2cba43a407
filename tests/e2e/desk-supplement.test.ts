import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../support/sample-files/images.ts';
import { devTransition, endTestApplication } from './business-support.ts';
import { demoApplication, demoStaff, openOnDesk } from './desk-support.ts';
import { attachFile } from './files-support.ts';
import { SMART_MAKING } from './financing-support.ts';
import { baseUrl, chromiumForBlock, openPage, visit } from './harness.ts';
import { signInDemo } from './verification-support.ts';

/**
 * 补充材料 in Chromium (issue 20, slice supplement): an institution's staff member asks for missing materials in the
 * workbench; the enterprise sees the request in its progress view, uploads a file with the portal's upload widget and
 * replies; the workbench's queue then marks the application 有补件 (and filters by it), and the detail shows the
 * answer and the file.
 */

const STAFF = demoStaff('org01-staff');
const REQUEST = '请补充近三个月的银行流水';

const chromium = chromiumForBlock();
let applicationId = '';

beforeAll(async () => {
  applicationId = await demoApplication(chromium.browser, '粤秀税信贷', {
    applyAmount: 300,
    contactMobile: '13900000008',
  });
  await devTransition(Number(applicationId), 11);
});

afterAll(() => endTestApplication(applicationId));

describe('补充材料 between the workbench and the portal', () => {
  it('staff ask, the enterprise uploads and replies, the queue shows 有补件 and the detail the answer and file', async () => {
    const staff = await openPage(chromium.browser);
    const enterprise = await openPage(chromium.browser);
    try {
      const desk = staff.page;
      await openOnDesk(desk, STAFF, applicationId);
      const panel = desk.getByTestId('supplement-panel');
      await panel.getByRole('button', { name: '要求补充材料' }).click();
      await panel.getByLabel('需要补充的材料').fill(REQUEST);
      // The reply-by date starts three days on.
      expect(await panel.getByLabel('答复期限').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await panel.getByRole('button', { name: '发送补充材料要求' }).click();
      await expect.poll(() => panel.getByTestId('supplement-round').textContent()).toContain('待企业答复');

      const portal = enterprise.page;
      await signInDemo(portal, SMART_MAKING);
      await visit(portal, `/account/2?id=${applicationId}`);
      const block = portal.getByTestId('supplement-block');
      await expect.poll(() => block.getByTestId('supplement-request').textContent()).toBe(REQUEST);
      await attachFile(block, '上传补充材料', { name: '银行流水.png', mimeType: 'image/png', buffer: png() });
      await block.getByLabel('答复说明').fill('已上传近三个月银行流水');
      await block.getByRole('button', { name: '提交补充材料' }).click();
      await expect.poll(() => block.getByTestId('supplement-round').textContent()).toContain('已提交');
      await expect.poll(() => block.getByTestId('supplement-round').textContent()).toContain('银行流水.png');
      // The answer's file is one of the application's materials now.
      await expect.poll(() => portal.getByTestId('materials-block').textContent()).toContain('银行流水.png');

      await desk.goto(`${baseUrl()}/admin/#/applications`);
      await desk.getByText('仅看有补件').click();
      const row = desk.getByTestId('application-row').filter({ has: desk.locator(`a[href$="/${applicationId}"]`) });
      await expect.poll(() => row.textContent()).toContain('有补件');
      await row.getByRole('link', { name: '查看' }).click();
      const answer = desk.getByTestId('supplement-answer');
      await expect.poll(() => answer.textContent()).toContain('已上传近三个月银行流水');
      expect(await answer.getByTestId('supplement-file').textContent()).toContain('银行流水.png');
      expect(await desk.getByTestId('supplement-round').textContent()).toContain('企业已答复');
    } finally {
      await staff.context.close();
      await enterprise.context.close();
    }
  });
});
