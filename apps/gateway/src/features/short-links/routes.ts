import { GatewayCode } from '@sme/contract/codes';
import { SHORT_LINK_MESSAGES, shortLinkQuery } from '@sme/contract/routes/short-links';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { Clock } from '#shared/clock.ts';
import { KEY_PATTERN } from './domain/short-link-key.ts';
import { portalTarget } from './domain/short-link-target.ts';
import { resolveShortLink } from './stores/short-link-store.ts';

export interface ShortLinkRouteDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Runs before every lookup and throws to refuse it (the app spends the client address's budget). */
  guard: (req: Request) => Promise<void>;
}

/** Short links (spec §7 shortUrl): the key's portal route (docs/gateway-api.md, "Short links"). */
export function shortLinkRoutes({ db, clock, guard }: ShortLinkRouteDeps): RouteDef[] {
  return [
    contractRoute(shortLinkQuery, async (req, input) => {
      await guard(req);
      const { shortParam } = input();
      const target = KEY_PATTERN.test(shortParam) ? await resolveShortLink(db, shortParam, clock.now()) : null;
      // A stored target is checked again on the way out: only a portal route ever leaves this call.
      const route = target === null ? null : portalTarget(target);
      if (route === null) throw new ApiError(GatewayCode.SHORT_LINK_NOT_FOUND, SHORT_LINK_MESSAGES.notFound);
      return route;
    }),
  ];
}
