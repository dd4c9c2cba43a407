import { describe, expect, it } from 'vitest';
import { fromFirstPage, pageOnly } from './use-paged-query';

describe('fromFirstPage', () => {
  it('sets the filter, then takes the list back to page 1', () => {
    const calls: string[] = [];
    const setStatus = fromFirstPage({ onPage: (pageNum) => calls.push(`page ${pageNum}`) }, (status: string) =>
      calls.push(`status ${status}`),
    );
    setStatus('approved');
    expect(calls).toEqual(['status approved', 'page 1']);
  });
});

describe('pageOnly', () => {
  it("passes the page as the list's one argument", () => {
    expect(pageOnly({ pageNum: 2, pageSize: 10 })).toEqual({ page: { pageNum: 2, pageSize: 10 } });
  });
});
