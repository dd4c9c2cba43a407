import type { LiveDeliveryRecord, LiveEventRecord, LiveFeedRecord } from '@sme/contract/routes/live-events';
import { describe, expect, it } from 'vitest';
import { GatewayHttpError } from '#upstream/upstream-errors.ts';
import { followedEvents } from './followed-events.ts';
import { type FeedPoll, LiveHub } from './live-hub.ts';

const event = (id: number, applicationId = 7): LiveEventRecord => ({ id, topic: 'application.status', applicationId });
const to = (audience: string, id: number): LiveDeliveryRecord => ({ audience, event: event(id) });

/** A feed whose answers the test hands out one at a time; each call notes the cursor it was asked from. */
function manualFeed() {
  const asked: number[] = [];
  const pending: ((answer: LiveFeedRecord | Error) => void)[] = [];
  const poll: FeedPoll = (input) => {
    asked.push(input.after ?? -1);
    return new Promise((resolve, reject) =>
      pending.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
    );
  };
  const answer = async (record: LiveFeedRecord | Error) => {
    for (let i = 0; i < 50 && pending.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 1));
    pending.shift()?.(record);
    await new Promise((resolve) => setTimeout(resolve, 1));
  };
  return { poll, asked, answer, waiting: () => pending.length };
}

const hubOf = (poll: FeedPoll) =>
  new LiveHub(
    poll,
    (error) => error instanceof GatewayHttpError && error.status === 403,
    () => {},
  );

function follower(hub: LiveHub, audience: string[], after: number) {
  const got: number[] = [];
  let abandoned = false;
  const stop = hub.follow({
    audience,
    after,
    deliver: (e) => got.push(e.id),
    abandon: () => {
      abandoned = true;
    },
  });
  return { got, stop, abandoned: () => abandoned };
}

describe('LiveHub', () => {
  it('polls once for all its followers and hands each delivery to its audience only, each event once', async () => {
    const feed = manualFeed();
    const hub = hubOf(feed.poll);
    const a = follower(hub, ['company:1'], 10);
    const b = follower(hub, ['company:2'], 10);
    const staff = follower(hub, ['org:3', 'institutions'], 10);
    await feed.answer({
      cursor: 12,
      deliveries: [to('company:1', 11), to('institutions', 11), to('org:3', 11), to('company:2', 12)],
    });
    expect([a.got, b.got, staff.got]).toEqual([[11], [12], [11]]);
    expect(feed.asked).toEqual([10, 12]);
    expect(hub.followers).toBe(3);
    for (const each of [a, b, staff]) each.stop();
    await feed.answer({ cursor: 12, deliveries: [] });
    expect(feed.waiting()).toBe(0);
  });

  it('gives a follower that starts behind its cursor what it already read, and nothing before the follower’s start', async () => {
    const feed = manualFeed();
    const hub = hubOf(feed.poll);
    const first = follower(hub, ['company:1'], 5);
    await feed.answer({ cursor: 9, deliveries: [to('company:1', 6), to('company:1', 8)] });
    const late = follower(hub, ['company:1'], 7);
    expect([first.got, late.got]).toEqual([[6, 8], [8]]);
    first.stop();
    late.stop();
  });

  it('asks a busy gateway again from the same cursor', async () => {
    const feed = manualFeed();
    const hub = hubOf(feed.poll);
    const a = follower(hub, ['company:1'], 3);
    await feed.answer(new GatewayHttpError(502, '/loan/live/feed'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await feed.answer({ cursor: 4, deliveries: [to('company:1', 4)] });
    expect(feed.asked.slice(0, 2)).toEqual([3, 3]);
    expect(a.got).toEqual([4]);
    a.stop();
  });

  it('asks a gateway that answers empty at once (it cannot hear new events) once a second, not in a loop', async () => {
    const feed = manualFeed();
    const hub = hubOf(feed.poll);
    const a = follower(hub, ['company:1'], 3);
    await feed.answer({ cursor: 3, deliveries: [] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([feed.asked, feed.waiting()]).toEqual([[3], 0]);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect([feed.asked, feed.waiting()]).toEqual([[3, 3], 1]);
    await feed.answer({ cursor: 4, deliveries: [to('company:1', 4)] });
    expect(a.got).toEqual([4]);
    expect(feed.asked).toEqual([3, 3, 4]);
    a.stop();
  });

  it('ends every follower and refuses new ones when the gateway refuses its secret', async () => {
    const feed = manualFeed();
    const hub = hubOf(feed.poll);
    const a = follower(hub, ['company:1'], 3);
    await feed.answer(new GatewayHttpError(403, '/loan/live/feed'));
    expect([a.abandoned(), hub.refused, hub.followers]).toEqual([true, true, 0]);
    expect(follower(hub, ['company:1'], 3).abandoned()).toBe(true);
  });
});

describe('followedEvents', () => {
  const start = { cursor: 10, audience: ['company:1'] };

  it('passes on what `keep` accepts and stops following at once when the client completes', async () => {
    const feed = manualFeed();
    const hub = hubOf(feed.poll);
    const events = followedEvents(hub, {
      start,
      keep: (e) => e.applicationId === 7,
      recheck: async () => {},
      ended: () => true,
    });
    const next = events.next();
    await feed.answer({
      cursor: 12,
      deliveries: [to('company:1', 11), { audience: 'company:1', event: event(12, 8) }],
    });
    expect(await next).toEqual({ done: false, value: event(11) });
    const waiting = events.next();
    expect(hub.followers).toBe(1);
    expect(await events.return?.()).toEqual({ done: true, value: undefined });
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(hub.followers).toBe(0);
  });

  it('checks the session again before an event once the last check is old, and ends when it has ended', async () => {
    const feed = manualFeed();
    const hub = hubOf(feed.poll);
    let now = 0;
    let checks = 0;
    const events = followedEvents(hub, {
      start,
      keep: () => true,
      recheck: async () => {
        checks += 1;
        if (checks > 1) throw new GatewayHttpError(403, '/loan/pc/live/events');
      },
      ended: (error) => error instanceof GatewayHttpError && error.status === 403,
      now: () => now,
    });
    await feed.answer({ cursor: 11, deliveries: [to('company:1', 11)] });
    expect(await events.next()).toEqual({ done: false, value: event(11) });
    expect(checks).toBe(0);
    now = 61_000;
    await feed.answer({ cursor: 12, deliveries: [to('company:1', 12)] });
    expect(await events.next()).toEqual({ done: false, value: event(12) });
    now = 122_000;
    await feed.answer({ cursor: 13, deliveries: [to('company:1', 13)] });
    expect(await events.next()).toEqual({ done: true, value: undefined });
    expect([checks, hub.followers]).toEqual([2, 0]);
  });
});
