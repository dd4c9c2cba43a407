import { describe, expect, it } from 'vitest';
import { assignFilter, EMPTY_SEARCH, queueCsv } from './assign-search';

const record = (entName: string) => ({
  id: '7',
  overdue: true,
  supplementAnswered: false,
  unreadThreadCount: 0,
  claimTime: null,
  restriction: null,
  application: {
    id: '7',
    source: 1,
    productName: '岭南贷',
    orgName: '示范银行',
    entName,
    applyAmount: 1234.5,
    loanPeriod: 12,
    createTime: '2026-03-01T16:30:00.000Z',
    manager: null,
    status: { code: 1, label: '已提交', errorStyle: false },
  },
});

describe('the desk search', () => {
  it('sends only what is chosen', () => {
    expect(assignFilter(EMPTY_SEARCH)).toEqual({});
    expect(assignFilter({ ...EMPTY_SEARCH, keyword: ' 示例 ', assignment: 'mine', sort: 'overdue' })).toEqual({
      keyword: '示例',
      assignment: 'mine',
      sort: 'overdue',
    });
  });

  it('exports CSV with Beijing times, two-decimal amounts and formula-like cells defused', () => {
    const csv = queueCsv([record('=HYPERLINK("x")')]);
    expect(csv.startsWith('\uFEFF申请ID,企业名称')).toBe(true);
    expect(csv).toContain(`7,"'=HYPERLINK(""x"")",岭南贷,示范银行,"1,234.50",已提交,是,未分配,2026-03-02 00:30\r\n`);
  });
});
