/** The slider captcha (docs/gateway-api.md, "Captcha"): a puzzle, and the check that answers a one-time token. */
import { z } from 'zod';
import { route, routeWithoutInput } from './route.ts';

/** The puzzle picture's size in px (spec §9: 255 px wide). */
export const CAPTCHA_IMAGE = { width: 255, height: 155 } as const;

/** A puzzle: the images as PNG data URLs, the piece's top edge, and the key its check names. */
export interface CaptchaRecord {
  key: string;
  shadeImage: string;
  cutoutImage: string;
  y: number;
}

/** A new puzzle for the caller's address. */
export const captchaPuzzle = routeWithoutInput<CaptchaRecord>()('GET', '/zzzttt/pic/swipe/get');

export const CAPTCHA_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const looseNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** Where the piece was dropped; answers the one-time captcha token. */
export const captchaCheck = route<string>()({
  method: 'POST',
  path: '/zzzttt/pic/swipe/check',
  inputIn: 'body',
  input: z.object({
    x: z.preprocess(
      looseNumber,
      z
        .number({ error: '请拖动滑块完成验证' })
        .min(0, { error: '滑块位置不正确' })
        .max(CAPTCHA_IMAGE.width, { error: '滑块位置不正确' }),
    ),
    y: z.preprocess(
      looseNumber,
      z
        .number({ error: '验证参数不完整' })
        .int({ error: '验证参数不正确' })
        .min(0, { error: '验证参数不正确' })
        .max(CAPTCHA_IMAGE.height, { error: '验证参数不正确' }),
    ),
    key: z.string({ error: '验证参数不完整' }).regex(CAPTCHA_KEY_PATTERN, { error: '验证码已失效，请刷新后重试' }),
  }),
});
