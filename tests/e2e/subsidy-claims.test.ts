import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../support/sample-files/images.ts';
import { drawnPdf } from '../support/sample-files/pdf.ts';
import { devTransition, endTestApplication } from './business-support.ts';
import { demoApplication, demoStaff } from './desk-support.ts';
import { attachFile } from './files-support.ts';
import { graphAsSession, SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, openPage, visit } from './harness.ts';
import { staffLogin } from './staff-support.ts';
import { signInDemo } from './verification-support.ts';

/**
 * 贴息申请 in Chromium (issue 22 §3, slice subsidy-pages): on a lent loan the enterprise files a 绿色贷款贴息 claim in
 * the personal centre with a PDF; the government reviewer opens the PDF in 贴息审核's viewer and returns the claim with
 * a reason; the enterprise reads it and resubmits with a note and a file; the reviewer approves; the claim is stored
 * approved.
 */

const REVIEWER = demoStaff('gov-reviewer');
const REASON = '请补充加盖公章的贷款合同';

const chromium = chromiumForBlock();
let applicationId = '';
let lent = false;

beforeAll(async () => {
  applicationId = await demoApplication(chromium.browser, '粤秀税信贷', {
    applyAmount: 80,
    contactMobile: '13900000008',
  });
  await devTransition(Number(applicationId), 11);
  await devTransition(Number(applicationId), 4);
  await devTransition(Number(applicationId), 6, { creditAmount: 80 });
  await devTransition(Number(applicationId), 8, { loanAmount: 60 });
  lent = true;
});

afterAll(async () => {
  // A lent loan is finished business; one stopped before lending must not stay in progress on the demo company.
  if (!lent) await endTestApplication(applicationId);
});

describe('贴息申请 between the portal and 贴息审核', () => {
  it('is filed with a PDF, returned with a reason, resubmitted and approved', async () => {
    const enterprise = await openPage(chromium.browser);
    const staff = await openPage(chromium.browser);
    try {
      const portal = enterprise.page;
      await signInDemo(portal, SMART_MAKING);
      await visit(portal, '/account/11');
      const section = portal.getByTestId('subsidy-section');
      await section
        .locator(`[data-testid="subsidy-lent-loan"][data-application-id="${applicationId}"]`)
        .getByRole('button', { name: '申请贴息' })
        .click();
      const form = section.getByTestId('subsidy-claim-form');
      await expect.poll(() => form.getByTestId('subsidy-loan-figures').textContent()).toContain('60.00万元');
      const programme = form.getByLabel('补贴项目');
      const green = await programme.locator('option', { hasText: '绿色贷款贴息' }).getAttribute('value');
      await programme.selectOption(green ?? '');
      await attachFile(form, '上传证明材料', { name: '贷款合同.pdf', mimeType: 'application/pdf', buffer: drawnPdf() });
      await form.getByRole('button', { name: '提交申请' }).click();
      const row = section.getByTestId('subsidy-claim-row').filter({ hasText: `贷款申请编号 ${applicationId}` });
      await expect.poll(() => row.textContent()).toContain('待审核');
      const claimId = (await row.getAttribute('data-claim-id')) ?? '';

      const desk = staff.page;
      await staffLogin(desk, REVIEWER);
      await desk.getByRole('link', { name: '贴息审核' }).click();
      await desk.locator(`[data-testid="subsidy-row"][data-claim-id="${claimId}"]`).getByRole('link').click();
      const actions = desk.getByTestId('subsidy-review-actions');
      await desk.getByTestId('subsidy-evidence').getByRole('button', { name: '查看 贷款合同.pdf' }).click();
      const viewer = desk.getByTestId('evidence-viewer');
      await expect.poll(() => viewer.getByTestId('pdf-canvas').getAttribute('data-rendered')).toBe('true');
      await desk.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
      await actions.getByLabel('退回原因').fill(REASON);
      await actions.getByRole('button', { name: '退回' }).click();
      await expect.poll(() => desk.getByTestId('subsidy-claim-status').textContent()).toBe('已退回');

      await visit(portal, '/account/1');
      await visit(portal, '/account/11');
      await row.getByRole('button', { name: '查看详情' }).click();
      const detail = section.getByTestId('subsidy-claim-detail');
      await expect.poll(() => detail.getByTestId('subsidy-return-reason').textContent()).toContain(REASON);
      const resubmit = detail.getByTestId('subsidy-resubmit-form');
      await attachFile(resubmit, '上传补充证明材料', { name: '盖章合同.png', mimeType: 'image/png', buffer: png() });
      await resubmit.getByLabel('补充说明').fill('已补充盖章合同');
      await resubmit.getByRole('button', { name: '重新提交' }).click();
      await expect.poll(() => detail.getByTestId('subsidy-claim-status').textContent()).toBe('待审核');

      await desk.reload();
      await desk.getByTestId('subsidy-review-actions').getByRole('button', { name: '通过' }).click();
      await expect.poll(() => desk.getByTestId('subsidy-claim-status').textContent()).toBe('已通过');

      const stored = await graphAsSession<{ subsidyClaim: { status: string; events: { action: string }[] } }>(
        portal,
        'query ($id: ID!) { subsidyClaim(id: $id) { status events { action } } }',
        { id: claimId },
      );
      expect(stored.subsidyClaim.status).toBe('approved');
      expect(stored.subsidyClaim.events.map((event) => event.action)).toEqual([
        'submitted',
        'returned',
        'resubmitted',
        'approved',
      ]);
    } finally {
      await enterprise.context.close();
      await staff.context.close();
    }
  });
});
