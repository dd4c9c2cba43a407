import { describe, expect, it } from 'vitest';
import { checkSupplement, daysAfter } from './supplement-form';

describe('the 补充材料 request form', () => {
  const today = '2026-11-27';

  it('asks for what is missing and a reply-by date from today to 90 days on', () => {
    expect(checkSupplement('5', { content: ' ', replyBy: '' }, today)).toEqual({
      ok: false,
      errors: { content: '请填写需要补充的材料', replyBy: '请填写答复期限' },
    });
    expect(checkSupplement('5', { content: '材'.repeat(501), replyBy: '2026-11-26' }, today)).toEqual({
      ok: false,
      errors: { content: '补充材料要求不能超过500个字符', replyBy: '答复期限不能早于今天' },
    });
    expect(checkSupplement('5', { content: '流水', replyBy: daysAfter(today, 91) }, today)).toMatchObject({
      ok: false,
      errors: { replyBy: '答复期限不能晚于90天后' },
    });
    expect(checkSupplement('5', { content: ' 流水 ', replyBy: today }, today)).toEqual({
      ok: true,
      input: { id: '5', content: '流水', replyBy: today },
    });
  });
});
