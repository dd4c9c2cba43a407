import { openedForBlock } from '../../support/opened-for-block.ts';
import {
  type AccountsPlatform,
  type Browser,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  freshIp,
  type LoginEntry,
  loginWithCompany,
  passwordLogin,
  startAccountsPlatform,
} from './accounts-platform.ts';

/** The demo owner's two companies. */
export const SMART_MAKING = '示例智造科技（广州）有限公司';
export const FARM_TRADE = '示例农产品贸易（广州）有限公司';

/** Signs the demo owner in by password, then into `companyName`, in `browser` (a new one by default). */
export async function signInDemoOwner(
  platform: AccountsPlatform,
  companyName: string,
  browser: Browser = { ip: freshIp() },
): Promise<Browser> {
  const entries = await passwordLogin(platform, browser, DEMO_MOBILE, DEMO_PASSWORD);
  await loginWithCompany(platform, browser, entries.find((entry) => entry.companyName === companyName)?.id ?? '');
  return browser;
}

export interface DemoOwnerPlatform {
  platform: AccountsPlatform;
  /** The demo owner, signed in by password with SMART_MAKING as its company. */
  owner: Browser;
  /** SMART_MAKING's id. */
  ownerCompanyId: string;
  /** FARM_TRADE's id: the owner's other company. */
  otherCompanyId: string;
  /** The owner's companies as the password login listed them. */
  companies: LoginEntry[];
}

/**
 * Starts graph + gateway with the clock at the real now (the demo applications are seeded relative to the day the
 * snapshot was built: new ones must come after them), then signs the demo owner in by password into SMART_MAKING.
 */
export async function startWithDemoOwner(): Promise<DemoOwnerPlatform> {
  const platform = await startAccountsPlatform();
  try {
    platform.clock.advance(Date.now() - platform.clock.now().getTime());
    const owner: Browser = { ip: freshIp() };
    const entries = await passwordLogin(platform, owner, DEMO_MOBILE, DEMO_PASSWORD);
    const ownerCompanyId = entries.find((entry) => entry.companyName === SMART_MAKING)?.id ?? '';
    const otherCompanyId = entries.find((entry) => entry.companyName === FARM_TRADE)?.id ?? '';
    await loginWithCompany(platform, owner, ownerCompanyId);
    return { platform, owner, ownerCompanyId, otherCompanyId, companies: entries };
  } catch (error) {
    await platform.close();
    throw error;
  }
}

/**
 * Registers the hooks that start the platform with the demo owner signed in (startWithDemoOwner) before the file's
 * tests and close it after them; the answer's fields are read in hooks and tests.
 */
export function demoOwnerForFile(): DemoOwnerPlatform {
  return openedForBlock('the demo owner’s platform', startWithDemoOwner, (started) => started.platform.close());
}
