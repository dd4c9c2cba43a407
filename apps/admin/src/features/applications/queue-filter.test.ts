import { describe, expect, it } from 'vitest';
import { queueFilter } from './queue-filter';

describe('queue filter', () => {
  it('sends one status, the overdue flag, or nothing', () => {
    expect(queueFilter({ status: '', overdueOnly: false })).toEqual({});
    expect(queueFilter({ status: '11', overdueOnly: true })).toEqual({ statuses: [11], overdue: true });
    expect(queueFilter({ status: '1', overdueOnly: false, source: '2', orgId: '' })).toEqual({
      statuses: [1],
      source: 2,
    });
    expect(queueFilter({ status: '', overdueOnly: false, source: '', orgId: '7' })).toEqual({ orgId: '7' });
  });

  it('sends 有补件 only when asked for', () => {
    expect(queueFilter({ status: '', overdueOnly: false, supplementOnly: true })).toEqual({ supplementAnswered: true });
    expect(queueFilter({ status: '', overdueOnly: false, supplementOnly: false })).toEqual({});
  });
});
