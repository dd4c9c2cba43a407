import { myApplicationDetail } from '@sme/contract/routes/applications';
import { enterpriseLiveEvents, type LiveEventRecord, staffLiveEvents } from '@sme/contract/routes/live-events';
import type { GraphContext } from '#context.ts';
import type { LiveEvent, SubscriptionResolvers } from '#generated/resolvers-types.ts';
import { applicationIdArg } from '#validation/arguments.ts';
import { isBusy, type LivePoll, pollFrom } from './event-stream.ts';
import { followedEvents } from './followed-events.ts';
import type { LiveHub } from './live-hub.ts';

/**
 * What a subscription needs of its context: the gateway with the enterprise's or the staff member's session, and
 * the instance's hub (null: each subscription polls for its own session's events).
 */
export type LiveContext = Pick<GraphContext, 'gateway' | 'workbench'> & { liveHub: LiveHub | null };

const enterprise =
  (context: LiveContext): LivePoll =>
  (input) =>
    context.gateway.send(enterpriseLiveEvents, input);
const staff =
  (context: LiveContext): LivePoll =>
  (input) =>
    context.workbench.send(staffLiveEvents, input);

const MESSAGE_TOPICS = new Set(['message.new', 'thread.message']);

/**
 * The session's events that `keep` accepts: its first call (with the session, so a refused one fails the subscribe)
 * gives the cursor and its audiences; then the instance's hub, or its own long polls when there is none.
 */
async function events(
  context: LiveContext,
  poll: LivePoll,
  keep: (event: LiveEventRecord) => boolean,
): Promise<AsyncIterator<LiveEventRecord>> {
  const first = await poll({});
  const hub = context.liveHub;
  if (!hub || hub.refused || !first.audience) return pollFrom(poll, keep, first.cursor);
  return followedEvents(hub, {
    start: { cursor: first.cursor, audience: first.audience },
    keep,
    recheck: () => poll({}),
    ended: (error) => !isBusy(error),
  });
}

/** The events as the payloads of subscription field `field`; a client's complete reaches the source at once. */
async function payloads<F extends string>(
  context: LiveContext,
  poll: LivePoll,
  keep: (event: LiveEventRecord) => boolean,
  field: F,
): Promise<AsyncIterableIterator<Record<F, LiveEvent>>> {
  const source = await events(context, poll, keep);
  const payload = (result: IteratorResult<LiveEventRecord>): IteratorResult<Record<F, LiveEvent>> =>
    result.done
      ? { done: true, value: undefined }
      : { done: false, value: { [field]: asLiveEvent(result.value) } as Record<F, LiveEvent> };
  const iterator: AsyncIterableIterator<Record<F, LiveEvent>> = {
    next: async () => payload(await source.next()),
    return: async () => payload((await source.return?.()) ?? { done: true, value: undefined }),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

function asLiveEvent(event: LiveEventRecord): LiveEvent {
  return {
    id: String(event.id),
    topic: event.topic,
    applicationId: event.applicationId === null ? null : String(event.applicationId),
  };
}

/** Issue 22, live: the Subscription type (schema/live.graphql). */
export const liveSubscription: SubscriptionResolvers<GraphContext & LiveContext> = {
  applicationChanged: {
    subscribe: async (_parent, { id }, context) => {
      // Another company's (or an unknown) application is refused as its detail is, not watched in silence.
      await context.gateway.send(myApplicationDetail, { id: applicationIdArg(id) });
      return payloads(
        context,
        enterprise(context),
        (event) => event.topic !== 'message.new' && String(event.applicationId) === id,
        'applicationChanged',
      );
    },
  },
  myMessagesChanged: {
    subscribe: (_parent, _args, context) =>
      payloads(context, enterprise(context), (event) => MESSAGE_TOPICS.has(event.topic), 'myMessagesChanged'),
  },
  myEventsChanged: {
    subscribe: (_parent, _args, context) => payloads(context, enterprise(context), () => true, 'myEventsChanged'),
  },
  orgQueueChanged: {
    subscribe: (_parent, _args, context) =>
      payloads(context, staff(context), (event) => event.topic !== 'dashboard.changed', 'orgQueueChanged'),
  },
  govDashboardChanged: {
    subscribe: (_parent, _args, context) => payloads(context, staff(context), () => true, 'govDashboardChanged'),
  },
};
