import { describe, expect, it } from 'vitest';
import { appliedPath, FROM_RATE, myApplicationsPath, myNeedsPath, statusPath } from './status-paths';

describe('status paths', () => {
  it('goes to the product or the class result page', () => {
    expect(statusPath(false, true, '12')).toBe('/financeApplyStatus/1?id=12');
    expect(statusPath(true, true, '12')).toBe('/financeApplyStatusFromClass/1?id=12');
    expect(statusPath(false, false)).toBe('/financeApplyStatus/0');
  });
  it('lands a successful application from the estimate on /rateApplySucess, any other on the result page', () => {
    expect(appliedPath(false, FROM_RATE, '12')).toBe('/rateApplySucess?id=12');
    expect(appliedPath(false, 'rate', 'a&b')).toBe('/rateApplySucess?id=a%26b');
    expect(appliedPath(false, null, '12')).toBe('/financeApplyStatus/1?id=12');
    expect(appliedPath(true, null, '12')).toBe('/financeApplyStatusFromClass/1?id=12');
    expect(appliedPath(false, 'elsewhere', '12')).toBe('/financeApplyStatus/1?id=12');
  });
  it('opens an application in the personal centre by query id', () => {
    expect(myApplicationsPath('7')).toBe('/account/2?id=7');
    expect(myApplicationsPath()).toBe('/account/2');
    expect(myNeedsPath('9')).toBe('/account/3?id=9');
  });
});
