import { describe, expect, it } from 'vitest';
import { durationText, shareText } from './response-time-text';

describe('published response times as text', () => {
  it('writes every duration in hours, as the workbench does', () => {
    expect(durationText(4)).toBe('4.0小时');
    expect(durationText(47.95)).toBe('48.0小时');
    expect(durationText(72)).toBe('72.0小时');
    expect(durationText(null)).toBe('暂无');
  });

  it('writes shares as percentages', () => {
    expect(shareText(0.75)).toBe('75.0%');
    expect(shareText(1)).toBe('100.0%');
    expect(shareText(null)).toBe('暂无');
  });
});
