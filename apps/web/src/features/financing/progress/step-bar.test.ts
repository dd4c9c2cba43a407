import { describe, expect, it } from 'vitest';
import { currentIndex, stepBar } from './step-bar';

describe('stepBar', () => {
  it('leaves platform review out for an application for a product (source 1)', () => {
    const items = stepBar({ source: 1, step: 3, errorStyle: false });
    expect(items.map((item) => item.title)).toEqual(['提交申请', '机构查看', '机构受理', '机构授信', '机构放款']);
    expect(items.map((item) => item.state)).toEqual(['done', 'current', 'todo', 'todo', 'todo']);
    expect(currentIndex(items)).toBe(1);
  });

  it('shows platform review for a published need (source 2)', () => {
    const items = stepBar({ source: 2, step: 2, errorStyle: false });
    expect(items.map((item) => item.title)).toEqual([
      '提交申请',
      '平台审核',
      '机构查看',
      '机构受理',
      '机构授信',
      '机构放款',
    ]);
    expect(currentIndex(items)).toBe(1);
  });

  it('marks the step reached as failed in the error style (e.g. 7 credit failed at step 5)', () => {
    const items = stepBar({ source: 1, step: 5, errorStyle: true });
    expect(items.find((item) => item.step === 5)?.state).toBe('failed');
    expect(items.filter((item) => item.state === 'done').map((item) => item.step)).toEqual([1, 3, 4]);
  });

  it('has every step done but the last at lending (step 6)', () => {
    const items = stepBar({ source: 1, step: 6, errorStyle: false });
    expect(items.at(-1)?.state).toBe('current');
    expect(currentIndex(items)).toBe(4);
  });
});
