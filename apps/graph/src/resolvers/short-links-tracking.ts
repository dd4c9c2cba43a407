import { shortLinkQuery } from '@sme/contract/routes/short-links';
import { saveTrackingEvents } from '@sme/contract/routes/tracking';
import type { MutationResolvers } from '#generated/resolvers-types.ts';
import { shortLinkKeyArg } from '#validation/short-link-arguments.ts';
import { trackingEventBodies } from '#validation/tracking-arguments.ts';

/** Short links and tracking (schema/short-links-tracking.graphql). */
export const shortLinksTrackingMutation: MutationResolvers = {
  resolveShortLink: (_parent, { key }, { gateway }) =>
    gateway.send(shortLinkQuery, { shortParam: shortLinkKeyArg(key) }),
  trackEvents: async (_parent, { events }, { gateway }) => {
    await gateway.send(saveTrackingEvents, { items: trackingEventBodies(events) });
    return true;
  },
};
