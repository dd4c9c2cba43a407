import { z } from 'zod';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../domain/captcha/jigsaw.ts';

const looseNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

export const CAPTCHA_KEY = /^[A-Za-z0-9_-]{1,64}$/;

export const captchaCheckParams = z.object({
  x: z.preprocess(
    looseNumber,
    z
      .number({ error: '请拖动滑块完成验证' })
      .min(0, { error: '滑块位置不正确' })
      .max(IMAGE_WIDTH, { error: '滑块位置不正确' }),
  ),
  y: z.preprocess(
    looseNumber,
    z
      .number({ error: '验证参数不完整' })
      .int({ error: '验证参数不正确' })
      .min(0, { error: '验证参数不正确' })
      .max(IMAGE_HEIGHT, { error: '验证参数不正确' }),
  ),
  key: z.string({ error: '验证参数不完整' }).regex(CAPTCHA_KEY, { error: '验证码已失效，请刷新后重试' }),
});
