/**
 * Codemod: relative imports that climb into another part of an app become its package `imports` alias.
 *
 *   node --import tsx scripts/codemods/path-aliases.ts        (then `npx biome check --write .`, which it also runs
 *                                                              on the files it changed, to sort the imports again)
 *
 * For each package in PACKAGES it
 * 1. writes the package.json `imports` field from its src folder: `#<folder>/*` → `./src/<folder>/*` for every
 *    top-level folder, `#<folder>` → its index.ts(x) when it has one, and `#<file>` for every top-level module but
 *    the entry and tests (`#deps.ts` → `./src/deps.ts`); so `#x` always means `src/x`, and a new folder gets its alias;
 * 2. rewrites, in every source file of the package (src and test; generated code aside), each relative specifier of an
 *    import, export, dynamic import, `import('…')` type or vi.mock-style call that
 *      - starts with `../` and leaves the importing file's top-level folder (`src/<folder>`, or `test`), or
 *      - climbs two or more folders (`../../`),
 *    and names a file under the package's src, into `#<path of that file under src>` with the file's extension
 *    (TypeScript does not add extensions to `imports` targets), or `#<folder>` for a folder's index.
 *    Imports within one folder (`./x`, `../domain/x.ts` inside a feature) stay relative; so do imports of files
 *    outside the package (tests/support), which an `imports` field cannot name.
 * Running it again changes nothing (scripts/codemods/path-aliases.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';
import type { ImportsField } from '../package-imports.ts';

export const PACKAGES = ['apps/gateway', 'apps/graph', 'apps/web', 'apps/admin', 'stand-ins'];

/** Generated code is rewritten by its generator (npm run codegen), not here. */
const GENERATED = ['src/gql', 'src/generated'];
const SOURCE = /\.tsx?$/;
const ENTRY_OR_TEST = /^main\.tsx?$|\.test\.tsx?$|\.d\.ts$/;
const MOCK_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

/** The `imports` field a package's src folder calls for. */
export function aliasesFor(packageDir: string): ImportsField {
  const src = join(packageDir, 'src');
  const imports: ImportsField = {};
  for (const entry of readdirSync(src, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) {
      const index = ['index.ts', 'index.tsx'].find((name) => existsSync(join(src, entry.name, name)));
      if (index) imports[`#${entry.name}`] = `./src/${entry.name}/${index}`;
      imports[`#${entry.name}/*`] = `./src/${entry.name}/*`;
    } else if (SOURCE.test(entry.name) && !ENTRY_OR_TEST.test(entry.name)) {
      imports[`#${entry.name}`] = `./src/${entry.name}`;
    }
  }
  return imports;
}

/** package.json with `imports` set (placed after `type` when new); null when it is already so. */
export function withImports(manifestText: string, imports: ImportsField): string | null {
  const manifest = JSON.parse(manifestText) as Record<string, unknown>;
  if (JSON.stringify(manifest.imports) === JSON.stringify(imports)) return null;
  const entries = Object.entries(manifest).filter(([key]) => key !== 'imports');
  const at =
    'imports' in manifest ? Object.keys(manifest).indexOf('imports') : entries.findIndex(([key]) => key === 'type') + 1;
  entries.splice(at, 0, ['imports', imports]);
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

/** Whether a relative specifier written in `fromInPackage` (e.g. `src/features/a/b.ts`) is to become an alias. */
export function climbsOut(fromInPackage: string, specifier: string): boolean {
  if (!specifier.startsWith('../')) return false;
  if (specifier.startsWith('../../')) return true;
  const parts = fromInPackage.split('/');
  const topFolder = parts[0] === 'src' ? parts.slice(0, 2) : parts.slice(0, 1);
  const fileDepth = parts.length - 1;
  // One `../` stays inside the top-level folder only when the file sits deeper than that folder's own level.
  return fileDepth - 1 < topFolder.length;
}

/** The source with its climbing specifiers aliased; `resolve` names the file a specifier points to (package-relative). */
export function aliasedSource(
  source: string,
  fromInPackage: string,
  imports: ImportsField,
  resolve: (specifier: string) => string | undefined,
): string {
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const literal of specifierLiterals(source, fromInPackage)) {
    if (!climbsOut(fromInPackage, literal.value)) continue;
    const alias = aliasOf(resolve(literal.value), imports);
    if (alias) replacements.push({ start: literal.start + 1, end: literal.end - 1, text: alias });
  }
  return replacements
    .sort((a, b) => b.start - a.start)
    .reduce((text, { start, end, text: alias }) => text.slice(0, start) + alias + text.slice(end), source);
}

/** `#…` for a package-relative file under src, when the imports field maps its top-level folder or module. */
export function aliasOf(fileInPackage: string | undefined, imports: ImportsField): string | undefined {
  if (!fileInPackage?.startsWith('src/')) return undefined;
  const path = fileInPackage.slice('src/'.length);
  const exact = Object.keys(imports).find((key) => imports[key] === `./${fileInPackage}`);
  if (exact) return exact;
  const folder = path.split('/')[0] as string;
  return imports[`#${folder}/*`] === `./src/${folder}/*` ? `#${path}` : undefined;
}

interface Literal {
  value: string;
  start: number;
  end: number;
}

/** The string literals naming a module: import/export sources, import() calls and types, vi.mock-style calls. */
function specifierLiterals(source: string, file: string): Literal[] {
  const ast = parse(source, {
    sourceType: 'module',
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  });
  const found: Literal[] = [];
  const take = (node: unknown) => {
    const literal = node as { type?: string; value?: unknown; start?: number; end?: number; literal?: unknown };
    if (literal?.type === 'TSLiteralType') return take(literal.literal);
    if (literal?.type === 'StringLiteral' && typeof literal.value === 'string')
      found.push({ value: literal.value, start: literal.start as number, end: literal.end as number });
  };
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Record<string, unknown> & { type?: string };
    if (n.type === 'ImportDeclaration' || n.type === 'ExportAllDeclaration' || n.type === 'ExportNamedDeclaration')
      take(n.source);
    if (n.type === 'TSImportType') take(n.argument);
    if (n.type === 'CallExpression' && isModuleCall(n.callee)) take((n.arguments as unknown[])[0]);
    for (const [key, child] of Object.entries(n)) {
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') visit(child);
    }
  };
  visit(ast.program);
  return found;
}

function isModuleCall(callee: unknown): boolean {
  const c = callee as { type?: string; object?: { type?: string; name?: string }; property?: { name?: string } };
  if (c?.type === 'Import') return true;
  return (
    c?.type === 'MemberExpression' &&
    c.object?.type === 'Identifier' &&
    c.object.name === 'vi' &&
    MOCK_CALLS.has(c.property?.name ?? '')
  );
}

/** The package-relative file a relative specifier of `fromInPackage` names, as TypeScript and Vite find it. */
export function resolveIn(packageDir: string, fromInPackage: string, specifier: string): string | undefined {
  const base = join(packageDir, dirname(fromInPackage), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const hit = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return hit && relative(packageDir, hit).split(sep).join('/');
}

/** Rewrites one package; returns the files it changed (absolute). */
export function aliasPackage(packageDir: string): string[] {
  const changed: string[] = [];
  const imports = aliasesFor(packageDir);
  const manifestPath = join(packageDir, 'package.json');
  const manifest = withImports(readFileSync(manifestPath, 'utf8'), imports);
  if (manifest !== null) {
    writeFileSync(manifestPath, manifest);
    changed.push(manifestPath);
  }
  for (const file of sourceFilesOf(packageDir)) {
    const fromInPackage = relative(packageDir, file).split(sep).join('/');
    const source = readFileSync(file, 'utf8');
    const rewritten = aliasedSource(source, fromInPackage, imports, (specifier) =>
      resolveIn(packageDir, fromInPackage, specifier),
    );
    if (rewritten !== source) {
      writeFileSync(file, rewritten);
      changed.push(file);
    }
  }
  return changed;
}

function sourceFilesOf(packageDir: string): string[] {
  const skipped = new Set(GENERATED.map((folder) => join(packageDir, folder)));
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory())
        return ['node_modules', 'dist', 'data'].includes(entry.name) || skipped.has(path) ? [] : walk(path);
      return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
  return ['src', 'test']
    .filter((folder) => existsSync(join(packageDir, folder)))
    .flatMap((f) => walk(join(packageDir, f)));
}

function main(): void {
  const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
  const changed = PACKAGES.flatMap((pkg) => aliasPackage(join(repoRoot, pkg)));
  console.log(`path-aliases: ${changed.length} files changed`);
  if (changed.length === 0) return;
  // The aliases sort among the imports differently from relative paths: let Biome order them again.
  const biome = spawnSync('npx', ['biome', 'check', '--write', ...changed.map((file) => relative(repoRoot, file))], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  process.exitCode = biome.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
