import { describe, expect, it } from 'vitest';
import { clickEvent, type TrackingEvent, trackedPageUrl, visitEvent } from './tracking-event';
import { TrackingQueue } from './tracking-queue';

function harness(send: (events: TrackingEvent[], how: string) => void = () => {}) {
  const sent: Array<{ events: TrackingEvent[]; how: string }> = [];
  const timers: Array<{ run: () => void; cleared: boolean }> = [];
  const queue = new TrackingQueue({
    send: (events, how) => {
      sent.push({ events, how });
      send(events, how);
    },
    flushAfterMs: 5000,
    maxQueued: 120,
    setTimer: (run) => {
      const timer = { run, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const fire = () => {
    for (const timer of timers.splice(0)) if (!timer.cleared) timer.run();
  };
  return { queue, sent, timers, fire };
}

const visit = (n: number) => visitEvent(`/product/${n}`, '产品详情');

describe('TrackingQueue', () => {
  it('sends nothing at once, then one batch when the timer fires', () => {
    const { queue, sent, timers, fire } = harness();
    queue.add(visit(1));
    queue.add(visit(2));
    expect(sent).toEqual([]);
    expect(timers).toHaveLength(1);
    fire();
    expect(sent).toEqual([{ events: [visit(1), visit(2)], how: 'request' }]);
    expect(queue.size).toBe(0);
  });

  it('sends a full batch of 50 at once', () => {
    const { queue, sent } = harness();
    for (let n = 0; n < 50; n++) queue.add(visit(n));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toHaveLength(50);
  });

  it('flushes by beacon in batches of at most 50 when the page hides, cancelling the timer', () => {
    const { queue, sent, timers } = harness();
    for (let n = 0; n < 49; n++) queue.add(visit(n));
    queue.flush('beacon');
    expect(sent.map((batch) => [batch.events.length, batch.how])).toEqual([[49, 'beacon']]);
    expect(timers[0]?.cleared).toBe(true);
    queue.flush('beacon');
    expect(sent).toHaveLength(1);
  });

  it('keeps only the newest events when nothing could be sent', () => {
    const { queue } = harness();
    const big = new TrackingQueue({
      send: () => {},
      flushAfterMs: 5000,
      maxQueued: 3,
      setTimer: () => 1,
      clearTimer: () => {},
    });
    for (let n = 0; n < 5; n++) big.add(visit(n));
    expect(big.size).toBe(3);
    expect(queue.size).toBe(0);
  });

  it('never throws when sending fails', () => {
    const { queue, sent } = harness(() => {
      throw new Error('offline');
    });
    queue.add(visit(1));
    expect(() => queue.flush('request')).not.toThrow();
    expect(sent).toHaveLength(1);
    expect(queue.size).toBe(0);
  });
});

describe('tracking events', () => {
  it('keeps the route and drops the query', () => {
    expect(trackedPageUrl('/verified?certToken=abc')).toBe('/verified');
    expect(trackedPageUrl('')).toBe('/');
    expect(visitEvent('/product/3', '产品详情')).toEqual({
      pageUrl: '/product/3',
      pageName: '产品详情',
      eventType: 'VISIT',
      clientType: 'PC',
    });
  });

  it('names a click after the button, cut to 50 characters, and skips a nameless one', () => {
    expect(clickEvent('/', '首页', '  立即\n 申请 ')).toMatchObject({ eventType: 'CLICK', buttonName: '立即 申请' });
    expect(clickEvent('/', '首页', '钮'.repeat(60))?.buttonName).toHaveLength(50);
    expect(clickEvent('/', '首页', '   ')).toBeNull();
  });
});
