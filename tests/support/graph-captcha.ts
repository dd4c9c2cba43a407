/**
 * Passing the slider captcha without a slider, the same way in the integration and browser tiers: draw a puzzle
 * through the GraphQL API, have the gateway's development helper (GET /__dev/captcha/:key) say an x it accepts, check
 * it. The gateway tier does the same over REST (apps/gateway/test/accounts-support.ts).
 */

/** One GraphQL call of the tier's client, answering `data` (and throwing on errors). */
export type GraphCall = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

export const CAPTCHA = 'query { captcha { key shadeImage cutoutImage y } }';
export const CHECK_CAPTCHA = 'mutation($key: String!, $x: Float!, $y: Int!) { checkCaptcha(key: $key, x: $x, y: $y) }';

/** The one-time captcha token, `answer` being the development helper's x for a puzzle's key. */
export async function solveCaptchaThrough(call: GraphCall, answer: (key: string) => Promise<number>): Promise<string> {
  const { captcha } = await call<{ captcha: { key: string; y: number } }>(CAPTCHA);
  const { checkCaptcha } = await call<{ checkCaptcha: string }>(CHECK_CAPTCHA, {
    key: captcha.key,
    x: await answer(captcha.key),
    y: captcha.y,
  });
  return checkCaptcha;
}
