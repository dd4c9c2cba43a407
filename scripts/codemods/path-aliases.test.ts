import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aliasPackage, climbsOut } from './path-aliases.ts';

const root = mkdtempSync(join(tmpdir(), 'path-aliases-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const read = (path: string) => readFileSync(join(root, path), 'utf8');

write('package.json', '{\n  "name": "@sme/sample",\n  "type": "module"\n}\n');
write('src/main.tsx', "import { start } from './app/start';\n");
write('src/deps.ts', 'export const deps = 1;\n');
write('src/gql/index.ts', 'export const graphql = 1;\n');
write('src/shared/ui/Button.tsx', 'export const Button = 1;\n');
write('src/shared/api/client.ts', "import { graphql } from '../../gql';\nexport const client = graphql;\n");
write('src/features/loans/domain/rules.ts', 'export const rules = 1;\n');
write('src/features/loans/pages/LoansPage.tsx', '');
write('src/app/start.ts', 'export const start = 1;\n');
write(
  'src/features/loans/services/loans.ts',
  [
    "import { deps } from '../../../deps.ts';",
    "import { Button } from '../../../shared/ui/Button';",
    "import type { client } from '../../../shared/api/client.ts';",
    "import { rules } from '../domain/rules.ts';",
    "export * from '../../../gql';",
    "export const page = () => import('../pages/LoansPage');",
    "export const later = () => import('../../../app/start.ts');",
    "export type Client = typeof import('../../../shared/api/client.ts');",
    "// a comment naming '../../../deps.ts' stays as it is",
    "export const text = '../../../deps.ts';",
    '',
  ].join('\n'),
);
write(
  'test/loans.test.ts',
  [
    "import { vi } from 'vitest';",
    "import { rules } from '../src/features/loans/domain/rules.ts';",
    "import { helper } from './support/helper.ts';",
    "vi.mock('../src/deps.ts', () => ({ deps: 2 }));",
    "const actual = await vi.importActual('../src/shared/ui/Button');",
    '',
  ].join('\n'),
);
write('test/support/helper.ts', "import { deps } from '../../src/deps.ts';\nimport { x } from '../other.ts';\n");

describe('the path-aliases codemod (scripts/codemods/path-aliases.ts)', () => {
  const changedFirst = aliasPackage(root);

  it('writes the imports field from the src folder: folders, a folder index, top-level modules but the entry', () => {
    expect(JSON.parse(read('package.json')).imports).toEqual({
      '#app/*': './src/app/*',
      '#deps.ts': './src/deps.ts',
      '#features/*': './src/features/*',
      '#gql': './src/gql/index.ts',
      '#gql/*': './src/gql/*',
      '#shared/*': './src/shared/*',
    });
  });

  it('aliases specifiers that leave their top-level folder or climb two folders, with the file extension', () => {
    expect(read('src/features/loans/services/loans.ts')).toBe(
      [
        "import { deps } from '#deps.ts';",
        "import { Button } from '#shared/ui/Button.tsx';",
        "import type { client } from '#shared/api/client.ts';",
        "import { rules } from '../domain/rules.ts';",
        "export * from '#gql';",
        "export const page = () => import('../pages/LoansPage');",
        "export const later = () => import('#app/start.ts');",
        "export type Client = typeof import('#shared/api/client.ts');",
        "// a comment naming '../../../deps.ts' stays as it is",
        "export const text = '../../../deps.ts';",
        '',
      ].join('\n'),
    );
    expect(read('src/shared/api/client.ts')).toBe("import { graphql } from '#gql';\nexport const client = graphql;\n");
    expect(read('src/main.tsx')).toBe("import { start } from './app/start';\n");
  });

  it('aliases the tests’ imports of src and vi.mock paths, and leaves files outside src relative', () => {
    expect(read('test/loans.test.ts')).toBe(
      [
        "import { vi } from 'vitest';",
        "import { rules } from '#features/loans/domain/rules.ts';",
        "import { helper } from './support/helper.ts';",
        "vi.mock('#deps.ts', () => ({ deps: 2 }));",
        "const actual = await vi.importActual('#shared/ui/Button.tsx');",
        '',
      ].join('\n'),
    );
    expect(read('test/support/helper.ts')).toBe("import { deps } from '#deps.ts';\nimport { x } from '../other.ts';\n");
  });

  it('changes nothing when run again', () => {
    expect(changedFirst.length).toBeGreaterThan(0);
    expect(aliasPackage(root)).toEqual([]);
  });

  it.each([
    ['src/features/a.ts', '../shared/x.ts', true],
    ['src/features/loans/a.ts', '../cases/x.ts', false],
    ['src/features/loans/domain/a.ts', '../stores/x.ts', false],
    ['src/features/loans/domain/a.ts', '../../cases/x.ts', true],
    ['src/features/loans/a.ts', './b.ts', false],
    ['test/a.test.ts', '../src/x.ts', true],
    ['test/support/a.ts', '../a.ts', false],
  ])('%s → %s: aliased %s', (from, specifier, expected) => {
    expect(climbsOut(from, specifier)).toBe(expected);
  });
});
