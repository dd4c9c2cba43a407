import { z } from 'zod';
import type { RouteDef } from '../../http/routing.ts';
import { parseFields } from '../../shared/account-fields.ts';
import { clientIp } from '../../shared/client-ip.ts';
import { randomToken } from '../../shared/secrets.ts';
import type { AccountContext } from '../accounts/context.ts';
import { checkChallenge, guardDraw, saveChallenge } from './captcha-store.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './jigsaw.ts';
import { drawPuzzle } from './puzzle-image.ts';

const looseNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const checkSchema = z.object({
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
  key: z.string({ error: '验证参数不完整' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '验证码已失效，请刷新后重试' }),
});

export function captchaRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/zzzttt/pic/swipe/get',
      handler: async (req) => {
        const ip = clientIp(req);
        const now = ctx.clock.now();
        await guardDraw(ctx.db, ip, now);
        const puzzle = await drawPuzzle();
        const key = randomToken(18);
        await saveChallenge(ctx.db, { key, x: puzzle.x, y: puzzle.y, ip }, now);
        return {
          shadeImage: `data:image/png;base64,${puzzle.shade.toString('base64')}`,
          cutoutImage: `data:image/png;base64,${puzzle.cutout.toString('base64')}`,
          y: puzzle.y,
          key,
        };
      },
    },
    {
      method: 'POST',
      path: '/zzzttt/pic/swipe/check',
      handler: async (req) => {
        const attempt = parseFields(checkSchema, req.body);
        return checkChallenge(ctx.db, { ...attempt, ip: clientIp(req) }, ctx.clock.now());
      },
    },
  ];
}
