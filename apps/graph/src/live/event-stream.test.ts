import { GatewayCode } from '@sme/contract/codes';
import type { LiveEventRecord, LiveEventsRecord } from '@sme/contract/routes/live-events';
import { describe, expect, it } from 'vitest';
import { GatewayBusinessError, GatewayHttpError } from '#upstream/upstream-errors.ts';
import { type LivePoll, liveEvents } from './event-stream.ts';

const event = (id: number): LiveEventRecord => ({ id, topic: 'thread.message', applicationId: 7 });

/** A poll answering from a script: each step an answer or a failure; past the script it fails as a session end. */
function scriptedPoll(steps: (LiveEventsRecord | Error)[]): { poll: LivePoll; calls: () => number } {
  let calls = 0;
  const poll: LivePoll = async () => {
    const step = steps[calls];
    calls += 1;
    if (step === undefined) throw new GatewayBusinessError(GatewayCode.SESSION_ENDED, '登录已失效');
    if (step instanceof Error) throw step;
    return step;
  };
  return { poll, calls: () => calls };
}

async function collect(stream: AsyncGenerator<LiveEventRecord>) {
  const ids: number[] = [];
  for await (const item of stream) ids.push(item.id);
  return ids;
}

describe('liveEvents', () => {
  it('asks a busy gateway again (an HTTP error, a rate limit) and goes on from its cursor', async () => {
    const { poll, calls } = scriptedPoll([
      { cursor: 1, events: [] },
      new GatewayHttpError(503, '/loan/pc/live/events'),
      new GatewayBusinessError(GatewayCode.RATE_LIMITED, '请求过于频繁'),
      { cursor: 3, events: [event(2), event(3)] },
    ]);
    const ids = await collect(await liveEvents(poll, () => true));
    expect(ids).toEqual([2, 3]);
    expect(calls()).toBe(5);
  }, 10_000);

  it('asks a gateway that answers empty at once (it cannot hear new events) again after a second, not at once', async () => {
    const { poll } = scriptedPoll([
      { cursor: 1, events: [] },
      { cursor: 1, events: [] },
      { cursor: 2, events: [event(2)] },
    ]);
    const askedAt: number[] = [];
    const timed: LivePoll = (input) => {
      askedAt.push(Date.now());
      return poll(input);
    };
    expect(await collect(await liveEvents(timed, () => true))).toEqual([2]);
    expect((askedAt[2] ?? 0) - (askedAt[1] ?? 0)).toBeGreaterThanOrEqual(950);
  }, 10_000);

  it('ends when the session has ended, passing on only what `keep` accepts', async () => {
    const { poll } = scriptedPoll([
      { cursor: 1, events: [] },
      { cursor: 3, events: [event(2), event(3)] },
    ]);
    expect(await collect(await liveEvents(poll, (item) => item.id === 3))).toEqual([3]);
  });

  it('ends when the gateway answers 403 (the session ended), not asking again', async () => {
    const { poll, calls } = scriptedPoll([
      { cursor: 1, events: [] },
      new GatewayHttpError(403, '/loan/pc/live/events'),
    ]);
    expect(await collect(await liveEvents(poll, () => true))).toEqual([]);
    expect(calls()).toBe(2);
  });
});
