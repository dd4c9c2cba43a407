import { describe, expect, it, vi } from 'vitest';
import { FetchedQuery } from './fetched-query';

describe('FetchedQuery', () => {
  it('asks once, keeps the answer for the next reader, and asks again on load (a retry)', async () => {
    const request = vi.fn(async () => ({ items: [1, 2] }));
    const query = new FetchedQuery(request);
    query.ensure();
    query.ensure();
    await query.load();
    expect(request).toHaveBeenCalledTimes(1);
    expect(query.snapshot()).toEqual({ data: { items: [1, 2] }, error: undefined });
    query.ensure();
    expect(request).toHaveBeenCalledTimes(1);
    await query.load();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure until a retry, which clears it while asking', async () => {
    const failure = new Error('down');
    const request = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure).mockResolvedValue('ok');
    const query = new FetchedQuery(request);
    const seen: unknown[] = [];
    query.subscribe(() => seen.push(query.snapshot()));
    await query.load();
    expect(query.snapshot().error).toBe(failure);
    query.ensure();
    expect(request).toHaveBeenCalledTimes(1);
    await query.load();
    expect(seen).toEqual([
      { data: undefined, error: failure },
      { data: undefined, error: undefined },
      { data: 'ok', error: undefined },
    ]);
  });
});
