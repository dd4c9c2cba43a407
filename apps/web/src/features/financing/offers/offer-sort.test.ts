import { describe, expect, it } from 'vitest';
import { hoursText, sortOffers } from './offer-sort';

const offer = (id: string, rateMin: number, amountMax: number) => ({
  id,
  rateMin,
  rateMax: rateMin + 0.5,
  amountMin: amountMax / 2,
  amountMax,
});

describe('sortOffers', () => {
  const offers = [offer('1', 4.35, 300), offer('2', 3.6, 200), offer('3', 4.1, 500)];

  it('puts the lowest rate first', () => {
    expect(sortOffers(offers, 'rate').map((item) => item.id)).toEqual(['2', '3', '1']);
  });

  it('puts the largest amount first', () => {
    expect(sortOffers(offers, 'amount').map((item) => item.id)).toEqual(['3', '1', '2']);
  });
});

describe('hoursText', () => {
  it('writes hours under a day, days beyond, and 暂无数据 without figures', () => {
    expect(hoursText(3.4)).toBe('3小时');
    expect(hoursText(36)).toBe('1.5天');
    expect(hoursText(null)).toBe('暂无数据');
  });
});
