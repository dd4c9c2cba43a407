import { describe, expect, it } from 'vitest';
import { formatDateTime, LEDGER_KIND_LABELS } from './ledger-texts';

describe('the ledger texts', () => {
  it('shows a time as date and minutes in the browser time zone, and — for an unreadable one', () => {
    expect(formatDateTime('2026-11-04T01:05:30Z')).toBe('2026-11-04 09:05');
    expect(formatDateTime('2026-11-04T16:30:00Z')).toBe('2026-11-05 00:30');
    expect(formatDateTime('not a time')).toBe('—');
  });

  it('labels every kind of line', () => {
    expect(Object.values(LEDGER_KIND_LABELS).map((kind) => kind.label)).toEqual([
      '授权',
      '撤销授权',
      '机构查阅',
      '同意转介',
    ]);
  });
});
