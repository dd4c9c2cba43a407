import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parse } from '@babel/parser';
import { importsField, mappedTarget, nearestPackageDir } from '../package-imports.ts';

/** One import of a source file: a repository-relative file it resolves to, or a package specifier. */
export interface ImportEdge {
  from: string;
  /** Repository-relative path of the imported file, when the specifier is relative or `#…` and resolves to one. */
  toFile?: string;
  /** The specifier as written, for packages (`express`, `@sme/gateway/codes`) and unresolved paths. */
  specifier: string;
  typeOnly: boolean;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/** Every .ts/.tsx file under `dir`, repository-relative with forward slashes, sorted. */
export function sourceFiles(repoRoot: string, dir: string): string[] {
  return walk(join(repoRoot, dir))
    .filter((file) => SOURCE_EXTENSIONS.some((extension) => file.endsWith(extension)) && !file.endsWith('.d.ts'))
    .map((file) => toRepoPath(repoRoot, file))
    .sort();
}

/** Every folder under `dir` (itself included), repository-relative, sorted. */
export function folders(repoRoot: string, dir: string): string[] {
  const found: string[] = [];
  const visit = (absolute: string) => {
    found.push(toRepoPath(repoRoot, absolute));
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'node_modules') visit(join(absolute, entry.name));
    }
  };
  visit(join(repoRoot, dir));
  return found.sort();
}

export function importsOf(repoRoot: string, file: string): ImportEdge[] {
  const code = readFileSync(join(repoRoot, file), 'utf8');
  const ast = parse(code, {
    sourceType: 'module',
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  });
  const edges: ImportEdge[] = [];
  const add = (specifier: string, typeOnly: boolean) =>
    edges.push({ from: file, specifier, typeOnly, ...resolved(repoRoot, file, specifier) });

  for (const statement of ast.program.body) {
    if (statement.type === 'ImportDeclaration') {
      const allTypes =
        statement.importKind === 'type' ||
        (statement.specifiers.length > 0 &&
          statement.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));
      add(statement.source.value, allTypes);
    } else if (
      (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') &&
      statement.source
    ) {
      add(statement.source.value, statement.exportKind === 'type');
    }
  }
  // Dynamic imports (lazy routes, code-split chunks) are imports too.
  for (const match of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) add(match[1] as string, false);
  return edges;
}

/** The file a relative or `#…` (package imports) specifier names, repository-relative; {} for packages. */
export function resolved(repoRoot: string, file: string, specifier: string): { toFile?: string } {
  const base = specifier.startsWith('.')
    ? join(repoRoot, dirname(file), specifier)
    : aliased(repoRoot, file, specifier);
  if (!base) return {};
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  const candidates = [base, ...SOURCE_EXTENSIONS.map((extension) => stem + extension), join(base, 'index.ts')];
  const hit = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return hit ? { toFile: toRepoPath(repoRoot, hit) } : {};
}

function aliased(repoRoot: string, file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('#')) return undefined;
  const packageDir = nearestPackageDir(join(repoRoot, file), repoRoot);
  const target = packageDir && mappedTarget(importsField(packageDir), specifier);
  return packageDir && target ? join(packageDir, target) : undefined;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

function toRepoPath(repoRoot: string, absolute: string): string {
  return relative(repoRoot, absolute).split(sep).join('/');
}
