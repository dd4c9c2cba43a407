import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAKRA_EDITS, editChakraModule } from './chakra-startup-plugin.ts';
import { repoRoot } from './processes.ts';

const esmDir = path.join(repoRoot, 'node_modules/@chakra-ui/react/dist/esm');
// A copy of Chakra's ESM build with the edits applied, inside node_modules so its own imports resolve.
const editedDir = path.join(repoRoot, 'node_modules/.cache/chakra-startup-test', String(process.pid));

interface ChakraSystem {
  _global: unknown;
  tokens: { allTokens: { name: string; value: unknown; extensions: unknown }[] };
  css(styles: object): unknown;
  conditions: { has(key: string): boolean };
}
type CreateSystem = ((...configs: unknown[]) => ChakraSystem) & {
  inSteps?: (...configs: unknown[]) => Generator<void, ChakraSystem, void>;
};

/** createSystem of a copy of Chakra's ESM build (imported by path: the package's types hide it from this project). */
async function createSystemOf(dir: string): Promise<CreateSystem> {
  const module = (await import(pathToFileURL(path.join(dir, 'styled-system/system.js')).href)) as {
    createSystem: CreateSystem;
  };
  return module.createSystem;
}

function editedCopy(): string {
  fs.cpSync(esmDir, editedDir, { recursive: true });
  for (const module of new Set(CHAKRA_EDITS.map((edit) => edit.module))) {
    const file = path.join(editedDir, module);
    const edited = editChakraModule(path.join(esmDir, module), fs.readFileSync(file, 'utf8'));
    if (edited === null) throw new Error(`no edit for ${module}`);
    fs.writeFileSync(file, edited);
  }
  return editedDir;
}

afterAll(() => fs.rmSync(path.dirname(editedDir), { recursive: true, force: true }));

describe('chakraStartupPlugin', () => {
  it('finds the text of every edit in the installed Chakra', () => {
    for (const edit of CHAKRA_EDITS) {
      const source = fs.readFileSync(path.join(esmDir, edit.module), 'utf8');
      expect(source, edit.module).toContain(edit.find);
      expect(editChakraModule(path.join(esmDir, edit.module), source)).toContain(edit.replace);
    }
  });

  it('fails the build when an edited text has changed (a Chakra upgrade)', () => {
    expect(() => editChakraModule(path.join(esmDir, 'styled-system/system.js'), 'export {}')).toThrow(
      /no longer contains the text it edits/,
    );
  });

  it('leaves every other module alone', () => {
    expect(editChakraModule(path.join(esmDir, 'styled-system/css.js'), 'x')).toBeNull();
    expect(editChakraModule('/app/src/styled-system/system.js', 'x')).toBeNull();
  });

  it('builds the same system, computing the global sheet only when it is read', async () => {
    const { defaultConfig } = (await import(pathToFileURL(path.join(esmDir, 'preset.js')).href)) as {
      defaultConfig: unknown;
    };
    const edited = (await createSystemOf(editedCopy()))(defaultConfig);
    const original = (await createSystemOf(esmDir))(defaultConfig);
    expect(typeof Object.getOwnPropertyDescriptor(edited, '_global')?.get).toBe('function');
    expect(edited._global).toEqual(original._global);
    expect(edited._global).toBe(edited._global);
    expect(edited.css({ color: 'red.500', _hover: { bg: 'gray.100' }, md: { px: '4' } })).toEqual(
      original.css({ color: 'red.500', _hover: { bg: 'gray.100' }, md: { px: '4' } }),
    );
    for (const key of ['_hover', 'md', '@media print', '&:focus', '_custom', 'color', 'base']) {
      expect(edited.conditions.has(key), key).toBe(original.conditions.has(key));
    }
  });

  it('builds the same system in steps, each a part of the work', async () => {
    const { defaultConfig } = (await import(pathToFileURL(path.join(esmDir, 'preset.js')).href)) as {
      defaultConfig: unknown;
    };
    const createSystem = await createSystemOf(editedCopy());
    const inSteps = createSystem.inSteps;
    if (!inSteps) throw new Error('createSystem.inSteps is missing');
    const steps = inSteps(defaultConfig);
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields++;
    const stepped = step.value;
    const original = (await createSystemOf(esmDir))(defaultConfig);
    // Config keys, token groups, dictionary passes, conditions, the utility: each a step of its own.
    expect(yields).toBeGreaterThanOrEqual(50);
    expect(stepped._global).toEqual(original._global);
    // Walked group by group, the tokens are registered in the same order with the same values.
    expect(stepped.tokens.allTokens).toEqual(original.tokens.allTokens);
    expect(stepped.css({ color: 'red.500', _hover: { bg: 'gray.100' }, md: { px: '4' } })).toEqual(
      original.css({ color: 'red.500', _hover: { bg: 'gray.100' }, md: { px: '4' } }),
    );
  });
});
