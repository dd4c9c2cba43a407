import { describe, expect, it } from 'vitest';
import { readFaceSettings } from './face-settings.ts';

describe('FACE_PROVIDER', () => {
  it('defaults to the simulator outside production and to none in production', () => {
    expect(readFaceSettings({}, false)).toEqual({ provider: 'simulator' });
    expect(readFaceSettings({}, true)).toEqual({ provider: 'none' });
    expect(readFaceSettings({ FACE_PROVIDER: 'none' }, false)).toEqual({ provider: 'none' });
  });

  it('refuses the simulator in production and unknown names', () => {
    expect(() => readFaceSettings({ FACE_PROVIDER: 'simulator' }, true)).toThrow(/not allowed in production/);
    expect(() => readFaceSettings({ FACE_PROVIDER: 'magic' }, false)).toThrow(/Unknown FACE_PROVIDER "magic"/);
  });
});
