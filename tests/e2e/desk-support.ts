import type { Browser, Page } from 'playwright-core';
import { DEMO_STAFF_PASSWORD, demoTotpSecret } from '../../apps/gateway/src/seed/demo-staff.ts';
import { applyAsSession, productNamed, SMART_MAKING } from './financing-support.ts';
import { baseUrl, openPage } from './harness.ts';
import { type StaffAccount, staffLogin } from './staff-support.ts';
import { signInDemo } from './verification-support.ts';

/** A seeded workbench account by its username, with the demo password and its TOTP secret. */
export function demoStaff(username: string): StaffAccount {
  return { username, password: DEMO_STAFF_PASSWORD, secret: demoTotpSecret(username) };
}

/** Signs `staff` into the workbench and opens the application's detail on the decision desk. */
export async function openOnDesk(page: Page, staff: StaffAccount, applicationId: number | string): Promise<void> {
  await staffLogin(page, staff);
  await page.getByRole('heading', { name: '申请队列' }).waitFor();
  await page.goto(`${baseUrl()}/admin/#/applications/${applicationId}`);
}

/**
 * The demo company (示例智造) applies for the named product through GraphQL as its session, in a page of its own
 * that is closed again; `changes` replace fields of the tiers' application input. Answers the application's id.
 */
export async function demoApplication(
  browser: Browser,
  productName: string,
  changes: Record<string, unknown>,
): Promise<string> {
  const { context, page } = await openPage(browser);
  try {
    await signInDemo(page, SMART_MAKING);
    const product = await productNamed(page, productName);
    return await applyAsSession(page, product.id, changes);
  } finally {
    await context.close();
  }
}
