/**
 * Package `imports` (`#features/…`): each app maps `#<path>` to `./src/<path>` in its package.json. Node resolves
 * them for tsx, TypeScript and Vite each on their own; the boundaries checker and the path-aliases codemod read the
 * same field here, so an alias means one file everywhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type ImportsField = Record<string, string>;

/** The `imports` field of the package.json in `packageDir` (empty when it has none). */
export function importsField(packageDir: string): ImportsField {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { imports?: ImportsField };
  return manifest.imports ?? {};
}

/** The folder of the package.json nearest above `absoluteFile` (never above `stopAt`), as Node looks it up. */
export function nearestPackageDir(absoluteFile: string, stopAt: string): string | undefined {
  for (let dir = dirname(absoluteFile); dir.startsWith(stopAt); dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dir === dirname(dir)) break;
  }
  return undefined;
}

/** The target (`./src/…`) a `#…` specifier maps to: an exact key first, else the longest `#prefix/*` pattern. */
export function mappedTarget(imports: ImportsField, specifier: string): string | undefined {
  if (imports[specifier] !== undefined) return imports[specifier];
  const patterns = Object.keys(imports)
    .filter((key) => key.endsWith('*') && specifier.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length);
  const key = patterns[0];
  if (!key) return undefined;
  return (imports[key] as string).replace('*', specifier.slice(key.length - 1));
}
