import { describe, expect, it } from 'vitest';
import {
  claimableProgrammes,
  claimProblem,
  eventName,
  kindName,
  lentLoans,
  mayResubmit,
  resubmitProblem,
} from './subsidy-rules';

describe('subsidy claim rules (portal)', () => {
  it('names kinds and timeline actions in Chinese, leaving unknown ones as they came', () => {
    expect([kindName('interest'), kindName('risk'), kindName('other')]).toEqual(['贴息', '风险补偿', 'other']);
    expect(['submitted', 'resubmitted', 'approved', 'returned', 'x'].map(eventName)).toEqual([
      '提交申请',
      '重新提交',
      '审核通过',
      '退回',
      'x',
    ]);
  });

  it('offers a claim on lent loans only, under programmes not yet claimed, and resubmission of returned claims', () => {
    const applications = [8, 6, 9, 8].map((code, index) => ({ id: String(index), status: { code } }));
    expect(lentLoans(applications, (application) => application.status.code).map((loan) => loan.id)).toEqual([
      '0',
      '3',
    ]);
    expect(claimableProgrammes([{ alreadyClaimed: true }, { alreadyClaimed: false }])).toEqual([
      { alreadyClaimed: false },
    ]);
    expect(['submitted', 'approved', 'returned'].filter(mayResubmit)).toEqual(['returned']);
  });

  it('stops a claim while uploading, without a programme or evidence, or with more than 10 files', () => {
    expect(claimProblem('1', ['f/a'], true)).toBe('请等待材料上传完成');
    expect(claimProblem('', ['f/a'], false)).toBe('请选择补贴项目');
    expect(claimProblem('1', [], false)).toBe('请上传至少1份证明材料');
    expect(
      claimProblem(
        '1',
        Array.from({ length: 11 }, (_, index) => `f/${index}`),
        false,
      ),
    ).toBe('证明材料最多10份');
    expect(claimProblem('1', ['f/a'], false)).toBeNull();
  });

  it('lets a resubmission go without new files, but not with a note over 200 characters', () => {
    expect(resubmitProblem('', [], false)).toBeNull();
    expect(resubmitProblem('字'.repeat(200), [], false)).toBeNull();
    expect(resubmitProblem('字'.repeat(201), [], false)).toBe('补充说明不能超过200个字符');
    expect(resubmitProblem('', [], true)).toBe('请等待材料上传完成');
  });
});
