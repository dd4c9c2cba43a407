import fs from 'node:fs';
import path from 'node:path';
import * as chakra from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../processes.ts';

/**
 * The install-time patch of Chakra UI (patches/@chakra-ui+react+<version>.patch, applied by `patch-package` in the
 * root's postinstall; docs/boot-pipeline.md, docs/upstream/chakra-start-up.md). What the
 * patch adds must be in the installed modules: development, the tests and the build all run the patched Chakra.
 */
const chakraDir = path.join(repoRoot, 'node_modules/@chakra-ui/react');
const installedVersion = (
  JSON.parse(fs.readFileSync(path.join(chakraDir, 'package.json'), 'utf8')) as { version: string }
).version;
const patchPath = path.join(repoRoot, 'patches', `@chakra-ui+react+${installedVersion}.patch`);

/** Each patched file (its path under node_modules) with the lines the patch adds to it. */
function addedLinesByFile(patch: string): Map<string, string[]> {
  const added = new Map<string, string[]>();
  let lines: string[] = [];
  for (const line of patch.split('\n')) {
    const file = /^\+\+\+ b\/(.+)$/.exec(line)?.[1];
    if (file) {
      lines = [];
      added.set(file, lines);
    } else if (line.startsWith('+')) lines.push(line.slice(1));
  }
  return added;
}

interface ChakraSystem {
  _global: unknown;
  tokens: { allTokens: unknown[] };
  css(styles: object): unknown;
  conditions: { has(key: string): boolean };
}
type CreateSystem = ((...configs: unknown[]) => ChakraSystem) & {
  inSteps: (...configs: unknown[]) => Generator<void, ChakraSystem, void>;
};
// Typed here: under this project's NodeNext resolution Chakra's extensionless type re-exports hide createSystem.
const { createSystem, defaultConfig } = chakra as unknown as { createSystem: CreateSystem; defaultConfig: unknown };

const STYLES = { color: 'red.500', _hover: { bg: 'gray.100' }, md: { px: '4' } };

describe('the Chakra UI patch', () => {
  it('is made for the installed version (an upgrade needs the patch made again)', () => {
    expect(fs.existsSync(patchPath), `no ${path.relative(repoRoot, patchPath)}`).toBe(true);
    const patches = fs.readdirSync(path.join(repoRoot, 'patches')).filter((name) => name.startsWith('@chakra-ui+'));
    expect(patches).toEqual([path.basename(patchPath)]);
  });

  it('is applied: every line it adds is in the installed module', () => {
    const added = addedLinesByFile(fs.readFileSync(patchPath, 'utf8'));
    expect([...added.keys()].length).toBeGreaterThanOrEqual(4);
    for (const [file, lines] of added) {
      const installed = fs.readFileSync(path.join(repoRoot, file), 'utf8').split('\n');
      for (const line of lines) expect(installed, `${file}: ${line}`).toContain(line);
    }
  });

  it('computes the global sheet only when it is read', () => {
    const system = createSystem(defaultConfig);
    expect(typeof Object.getOwnPropertyDescriptor(system, '_global')?.get).toBe('function');
    expect(system._global).toBe(system._global);
    expect(system._global).toHaveLength(3);
  });

  it('builds the same system in steps, each a part of the work', () => {
    const steps = createSystem.inSteps(defaultConfig);
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields++;
    const stepped = step.value;
    const atOnce = createSystem(defaultConfig);
    // Config keys, token groups, dictionary passes, conditions, the utility: each a step of its own.
    expect(yields).toBeGreaterThanOrEqual(50);
    expect(stepped._global).toEqual(atOnce._global);
    expect(stepped.tokens.allTokens).toEqual(atOnce.tokens.allTokens);
    expect(stepped.css(STYLES)).toEqual(atOnce.css(STYLES));
    for (const key of ['_hover', 'md', '@media print', '&:focus', '_custom', 'color', 'base']) {
      expect(stepped.conditions.has(key), key).toBe(atOnce.conditions.has(key));
    }
  });
});
