import { z } from 'zod';

export const SHORT_LINK_MESSAGES = {
  /** Spec §8: what the portal shows for a missing short link. */
  notFound: '短链接不存在！',
  keyRequired: '缺少短链接参数 shortParam',
  tooFrequent: '访问过于频繁，请稍后再试',
} as const;

/**
 * POST /zzzttt/shortUrl/query?shortParam=: the key is required text; its form is checked by the route, which answers
 * a malformed key like an unknown one (it names no link either way).
 */
export const shortLinkQueryParams = z.object(
  {
    shortParam: z
      .string({ error: SHORT_LINK_MESSAGES.keyRequired })
      .trim()
      .min(1, { error: SHORT_LINK_MESSAGES.keyRequired }),
  },
  { error: '请求参数必须是 JSON 对象' },
);
