import { productApplicationInput } from '../../support/application-input.ts';
import { type AccountsPlatform, type Browser, data } from './accounts-platform.ts';
import { APPLY } from './shared-operations.ts';

/**
 * Applies for `productId` as `browser` through the graph (a complete application dated by the platform's clock,
 * `changes` replacing any field); answers the new application's id.
 */
export async function applyForProduct(
  platform: AccountsPlatform,
  browser: Browser,
  productId: number | string,
  changes: Record<string, unknown> = {},
): Promise<string> {
  const answer = await data<{ applyForProduct: { id: string } }>(platform.app, browser, APPLY, {
    input: productApplicationInput(String(productId), platform.clock.now().getTime(), changes),
  });
  return answer.applyForProduct.id;
}
