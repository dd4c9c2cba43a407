import { enterpriseLiveEvents, type LiveEventRecord, staffLiveEvents } from '@sme/contract/routes/live-events';
import type { GraphContext } from '#context.ts';
import type { LiveEvent, SubscriptionResolvers } from '#generated/resolvers-types.ts';
import { applicationId } from '#validation/application-arguments.ts';
import { type LivePoll, liveEvents } from './event-stream.ts';

/** What a subscription needs of its context: the gateway with the enterprise's or the staff member's session. */
export type LiveContext = Pick<GraphContext, 'gateway' | 'workbench'>;

const enterprise =
  (context: LiveContext): LivePoll =>
  (input) =>
    context.gateway.send(enterpriseLiveEvents, input);
const staff =
  (context: LiveContext): LivePoll =>
  (input) =>
    context.workbench.send(staffLiveEvents, input);

const MESSAGE_TOPICS = new Set(['message.new', 'thread.message']);

/** The events `keep` accepts, each as the payload of subscription field `field`. */
async function payloads<F extends string>(poll: LivePoll, keep: (event: LiveEventRecord) => boolean, field: F) {
  const events = await liveEvents(poll, keep);
  return (async function* () {
    for await (const event of events) yield { [field]: asLiveEvent(event) } as Record<F, LiveEvent>;
  })();
}

function asLiveEvent(event: LiveEventRecord): LiveEvent {
  return {
    id: String(event.id),
    topic: event.topic,
    applicationId: event.applicationId === null ? null : String(event.applicationId),
  };
}

/** Issue 22, slice live: the Subscription type (schema/live.graphql). */
export const liveSubscription: SubscriptionResolvers<GraphContext> = {
  applicationChanged: {
    subscribe: async (_parent, { id }, context) => {
      // Another company's (or an unknown) application is refused as its detail is, not watched in silence.
      await context.gateway.applicationDetail(applicationId(id));
      return payloads(
        enterprise(context),
        (event) => event.topic !== 'message.new' && String(event.applicationId) === id,
        'applicationChanged',
      );
    },
  },
  myMessagesChanged: {
    subscribe: (_parent, _args, context) =>
      payloads(enterprise(context), (event) => MESSAGE_TOPICS.has(event.topic), 'myMessagesChanged'),
  },
  myEventsChanged: {
    subscribe: (_parent, _args, context) => payloads(enterprise(context), () => true, 'myEventsChanged'),
  },
  orgQueueChanged: {
    subscribe: (_parent, _args, context) =>
      payloads(staff(context), (event) => event.topic !== 'dashboard.changed', 'orgQueueChanged'),
  },
  govDashboardChanged: {
    subscribe: (_parent, _args, context) => payloads(staff(context), () => true, 'govDashboardChanged'),
  },
};
