import { describe, expect, it } from 'vitest';
import { noticeSms, noticeText } from './message-text.ts';

const product = { productName: '税易贷', creditAmount: null, loanAmount: null, failureReason: null };

describe('noticeText', () => {
  it('names the product and the amount of a credit and a loan', () => {
    expect(noticeText(4, product)?.body).toBe('您申请的「税易贷」已被机构受理，客户经理将与您联系。');
    expect(noticeText(6, { ...product, creditAmount: 120.5 })?.body).toBe(
      '您申请的「税易贷」已获机构授信，金额120.5万元。',
    );
    expect(noticeText(8, { ...product, loanAmount: 100 })?.body).toBe('您申请的「税易贷」已放款，金额100万元。');
  });

  it('gives the reason of a failure and speaks of a need without a product', () => {
    expect(noticeText(7, { ...product, failureReason: '经营年限不足' })?.body).toBe(
      '您申请的「税易贷」未获机构授信，原因：经营年限不足。',
    );
    expect(noticeText(3, { ...product, productName: null, failureReason: '信息不全' })?.body).toBe(
      '您发布的融资需求未通过平台审核，原因：信息不全。',
    );
  });

  it('says nothing of the enterprise’s own withdrawal', () => {
    expect(noticeText(10, product)).toBeNull();
    expect(noticeText(1, product)).toBeNull();
  });

  it('signs the SMS', () => {
    const text = noticeText(11, product);
    expect(text && noticeSms(text)).toMatch(/^【区域中小企业融资服务平台】您申请的「税易贷」已被机构查看/);
  });
});
