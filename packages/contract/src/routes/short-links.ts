/** Short links (spec §7 shortUrl; docs/gateway-api.md, "Short links"). */
import { z } from 'zod';
import { jsonObject } from './input-fields.ts';
import { route } from './route.ts';

export const SHORT_LINK_MESSAGES = {
  /** Spec §8: what the portal shows for a missing short link. */
  notFound: '短链接不存在！',
  keyRequired: '缺少短链接参数 shortParam',
  tooFrequent: '访问过于频繁，请稍后再试',
} as const;

/**
 * The portal route of a short link (the visit is counted). The key is required text; its form is checked by the
 * gateway, which answers a malformed key like an unknown one (it names no link either way).
 */
export const shortLinkQuery = route<string>()({
  method: 'POST',
  path: '/zzzttt/shortUrl/query',
  inputIn: 'query',
  input: jsonObject({
    shortParam: z
      .string({ error: SHORT_LINK_MESSAGES.keyRequired })
      .trim()
      .min(1, { error: SHORT_LINK_MESSAGES.keyRequired }),
  }),
});
