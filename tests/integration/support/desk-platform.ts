import { type AccountsPlatform, type Browser, freshIp, startAccountsPlatform } from './accounts-platform.ts';
import { SMART_MAKING, signInDemoOwner } from './demo-owner.ts';
import { productIdNamed } from './seeded-rows.ts';
import { type StaffBrowser, staffSignIn } from './staff-platform.ts';

/** The decision desk's tests' world: the platform on today's date, the demo owner in 示例智造, a product, staff. */
export interface DeskPlatform {
  platform: AccountsPlatform;
  owner: Browser;
  productId: number;
  staff: Record<string, StaffBrowser>;
}

/** Starts the platform with its clock at now, signs the demo owner and each of `usernames` (workbench staff) in. */
export async function startDeskPlatform(
  usernames: string[],
  options: Parameters<typeof startAccountsPlatform>[0] = {},
): Promise<DeskPlatform> {
  const platform = await startAccountsPlatform(options);
  platform.clock.advance(Date.now() - platform.clock.now().getTime());
  const owner = await signInDemoOwner(platform, SMART_MAKING);
  const productId = await productIdNamed(platform);
  const staff: Record<string, StaffBrowser> = {};
  for (const username of usernames) {
    staff[username] = { ip: freshIp() };
    await staffSignIn(platform, staff[username] as StaffBrowser, username);
  }
  return { platform, owner, productId, staff };
}
