import { describe, expect, it } from 'vitest';
import { myApplicationsPath, myNeedsPath, statusPath } from './status-paths';

describe('status paths', () => {
  it('goes to the product or the class result page', () => {
    expect(statusPath(false, true, '12')).toBe('/financeApplyStatus/1?id=12');
    expect(statusPath(true, true, '12')).toBe('/financeApplyStatusFromClass/1?id=12');
    expect(statusPath(false, false)).toBe('/financeApplyStatus/0');
  });
  it('opens an application in the personal centre by query id', () => {
    expect(myApplicationsPath('7')).toBe('/account/2?id=7');
    expect(myApplicationsPath()).toBe('/account/2');
    expect(myNeedsPath('9')).toBe('/account/3?id=9');
  });
});
