import { describe, expect, it } from 'vitest';
import { system } from '#app/theme.ts';
import { buildSystemInSteps } from './system-in-steps';

describe('buildSystemInSteps', () => {
  it('builds the portal’s system over several tasks, the same as built at once', async () => {
    let tasks = 0;
    const stepped = await buildSystemInSteps(async () => {
      tasks++;
    });
    expect(tasks).toBeGreaterThan(1);
    expect(stepped.tokens.allTokens).toEqual(system.tokens.allTokens);
    expect(stepped._global).toEqual(system._global);
    expect(stepped.css({ color: 'brand.600', _hover: { bg: 'gray.100' }, md: { px: '4' } })).toEqual(
      system.css({ color: 'brand.600', _hover: { bg: 'gray.100' }, md: { px: '4' } }),
    );
  });
});
