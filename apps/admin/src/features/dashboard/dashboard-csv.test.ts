import { describe, expect, it } from 'vitest';
import { BOM, CSV_HEADER, csvCell, csvFileName, dashboardCsv } from './dashboard-csv';

const figures = (applyCount: number, applyAmount: number, successRate: number | null) => ({
  applyCount,
  applyAmount,
  creditCount: 1,
  creditAmount: 80.5,
  loanCount: 1,
  loanAmount: 60,
  enterpriseCount: 1,
  settledCount: 2,
  successRate,
  viewMedianHours: 4,
  viewShareWithinTarget: 0.75,
  decideMedianHours: null,
  decideShareWithinTarget: null,
});

describe('dashboardCsv', () => {
  it('starts with the byte-order mark and the header, then the totals and one row per group', () => {
    const csv = dashboardCsv({
      totals: figures(3, 150, 0.5),
      byMonth: [{ key: '2026-01', label: '2026-01', figures: figures(3, 150, 0.5) }],
      byInstitution: [{ key: '1', label: '甲银行, 广州分行', figures: figures(3, 150, null) }],
      byDistrict: [],
      byProductType: [{ key: null, label: '融资需求（无产品）', figures: figures(3, 150, 1) }],
    });
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines[1]).toBe('汇总,全部,3,150,1,80.5,1,60,1,2,50.0,4,75.0,,');
    expect(lines[2]).toBe('月份,2026-01,3,150,1,80.5,1,60,1,2,50.0,4,75.0,,');
    expect(lines[3]).toBe('金融机构,"甲银行, 广州分行",3,150,1,80.5,1,60,1,2,,4,75.0,,');
    expect(lines[4]).toBe('产品类型,融资需求（无产品）,3,150,1,80.5,1,60,1,2,100.0,4,75.0,,');
    expect(lines[5]).toBe('');
    expect(lines).toHaveLength(6);
  });

  it('quotes separators and quotes and defuses formulas', () => {
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('天河区')).toBe('天河区');
  });

  it('defuses formulas that start with a full-width ＝＋－＠ too', () => {
    expect(csvCell('＝HYPERLINK("http://x","点击")')).toBe(`"'＝HYPERLINK(""http://x"",""点击"")"`);
    expect(csvCell('＋1')).toBe("'＋1");
    expect(csvCell('－1')).toBe("'－1");
    expect(csvCell('＠SUM(A1)')).toBe("'＠SUM(A1)");
  });

  it('names the file after the range', () => {
    expect(csvFileName(null, null)).toBe('融资数据看板_全部.csv');
    expect(csvFileName('2026-01-01', '2026-03-31')).toBe('融资数据看板_2026-01-01至2026-03-31.csv');
    expect(csvFileName('2026-01-01', null)).toBe('融资数据看板_2026-01-01至今.csv');
  });
});
