import { z } from 'zod';
import { int } from '#http/validate.ts';

/** Longest hold of one feed request, seconds: well below the usual 60 s idle limits of proxies. */
export const FEED_HOLD_SECONDS = 25;

/** GET /zzzttt/catalog/version?after=N[&wait=S]: the version the caller knows (none: answer at once), hold in s. */
export const feedParams = z.object({
  after: z
    .string({ error: 'after 必须是版本号' })
    .regex(/^\d{1,19}$/, { error: 'after 必须是版本号' })
    .optional(),
  wait: int('wait', 0, FEED_HOLD_SECONDS).optional(),
});
