import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { coveredFiles, cycles, importGraph, place, queriesOutsideStores, violation } from './check-boundaries.ts';
import { type ImportEdge, importsOf } from './import-graph.ts';
import { BOUNDARIES, type Zone } from './rules.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const files = coveredFiles(REPO_ROOT);
const edges = importGraph(REPO_ROOT, files);

describe('import boundaries (scripts/boundaries/rules.ts)', () => {
  it('covers every source file of every app: a new folder needs a zone (or a gateway layer)', () => {
    const problems = files.map((file) => place(file)?.problem ?? (place(file) ? undefined : `${file}: no app`));
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('declares every gateway feature in its DAG and layers it, and the DAG has no cycle', () => {
    const features = BOUNDARIES.gateway?.zones.features as Zone;
    const units = new Set(
      files
        .map((file) => place(file))
        .flatMap((at) => (at?.app === 'gateway' && at.zone === 'features' ? [at.unit] : [])),
    );
    const uses = features.uses ?? {};
    expect([...units].filter((unit) => !(unit && unit in uses))).toEqual([]);
    expect([...units].filter((unit) => !features.layered?.includes(unit as string))).toEqual([]);
    expect(
      cycles(Object.entries(uses).flatMap(([from, to]) => to.map((target) => edgeOf(from, target)))).map(String),
    ).toEqual([]);
  });

  it('declares no feature use that no import makes: the DAG is what the features really use', () => {
    const made = new Set(
      edges.flatMap((edge) => {
        const from = place(edge.from);
        const to = edge.toFile ? place(edge.toFile) : undefined;
        const between = from?.app === 'gateway' && to?.app === 'gateway' && from.zone === 'features';
        return between && to.zone === 'features' && from.unit !== to.unit ? [`${from.unit} → ${to.unit}`] : [];
      }),
    );
    const features = BOUNDARIES.gateway?.zones.features as Zone;
    const declared = Object.entries(features.uses ?? {}).flatMap(([from, to]) =>
      to.map((target) => `${from} → ${target}`),
    );
    expect(declared.filter((use) => !made.has(use))).toEqual([]);
  });

  it('finds no import the table forbids', () => {
    expect(edges.map((edge) => violation(edge)).filter(Boolean)).toEqual([]);
  });

  it('finds no import cycle, type-only imports included', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it("keeps the gateway database queries in the features' stores/, the outside adapters' *-store.ts and db/", () => {
    expect(queriesOutsideStores(REPO_ROOT, files)).toEqual([]);
  });
});

function edgeOf(from: string, to: string) {
  return { from, toFile: to, specifier: to, typeOnly: false };
}

describe('the table refuses what it should', () => {
  const refuses = (from: string, to: string) =>
    violation({ from, toFile: to.startsWith('@') ? undefined : to, specifier: to, typeOnly: false });

  it.each([
    ['apps/admin/src/features/dashboard/a.tsx', 'apps/admin/src/features/products/b.tsx'],
    ['apps/web/src/features/home/a.tsx', 'apps/web/src/features/auth/b.tsx'],
    ['apps/web/src/shared/a.ts', 'apps/web/src/features/auth/b.tsx'],
    ['apps/web/src/features/home/a.tsx', 'apps/web/src/app/b.tsx'],
    ['apps/admin/src/shared/a.ts', 'apps/web/src/shared/b.ts'],
    ['apps/admin/src/shared/a.ts', '@sme/gateway/codes'],
    ['apps/admin/src/shared/a.ts', '@sme/web'],
    ['apps/graph/src/resolvers/a.ts', '@sme/ui'],
    ['apps/graph/src/upstream/a.ts', 'apps/graph/src/resolvers/b.ts'],
    ['apps/gateway/src/features/accounts/domain/a.ts', 'apps/gateway/src/features/accounts/stores/b.ts'],
    ['apps/gateway/src/features/accounts/domain/a.ts', 'kysely'],
    ['apps/gateway/src/features/accounts/stores/a.ts', 'apps/gateway/src/features/accounts/services/b.ts'],
    ['apps/gateway/src/features/accounts/params/a.ts', 'apps/gateway/src/features/accounts/stores/b.ts'],
    ['apps/gateway/src/features/workbench/stores/a.ts', 'apps/gateway/src/features/accounts/services/b.ts'],
    ['apps/gateway/src/features/catalog/a.ts', 'apps/gateway/src/features/accounts/services/b.ts'],
    ['apps/gateway/src/outside/sms/a.ts', 'apps/gateway/src/features/messages/services/b.ts'],
    ['packages/contract/src/a.ts', 'apps/gateway/src/contract/b.ts'],
    ['packages/ui/src/a.tsx', '@sme/web'],
  ])('%s → %s', (from, to) => {
    expect(refuses(from, to)).toBeDefined();
  });

  it('covers a new folder of a feature of web or admin by itself, and names a folder nothing covers', () => {
    expect(place('apps/admin/src/features/new-thing/page.tsx')?.problem).toBeUndefined();
    expect(place('apps/web/src/lib/a.ts')?.problem).toMatch(/no zone/);
    expect(place('apps/gateway/src/features/accounts/helpers/a.ts')?.problem).toMatch(/no layer/);
  });
});

describe('package imports aliases (#features/…) are checked as the files they name', () => {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('apps/web/package.json', JSON.stringify({ imports: { '#features/*': './src/features/*' } }));
  write('apps/web/src/features/auth/login.ts', 'export const login = 1;\n');
  write('apps/web/src/shared/session.ts', "import { login } from '#features/auth/login.ts';\n");
  write('apps/web/src/features/home/Home.tsx', "export const Home = () => import('#features/auth/login.ts');\n");
  write('apps/web/src/features/home/missing.ts', "import { gone } from '#features/auth/gone.ts';\n");
  const violationOf = (file: string) => violation(importsOf(root, file)[0] as ImportEdge);

  it('resolves an alias through the importing package’s imports field', () => {
    expect(importsOf(root, 'apps/web/src/shared/session.ts')[0]?.toFile).toBe('apps/web/src/features/auth/login.ts');
  });

  it('reports an aliased import across a forbidden boundary, static or dynamic', () => {
    expect(violationOf('apps/web/src/shared/session.ts')).toMatch(/shared may not import features/);
    expect(violationOf('apps/web/src/features/home/Home.tsx')).toMatch(/features home may not import auth/);
  });

  it('reports an alias that names no file', () => {
    expect(violationOf('apps/web/src/features/home/missing.ts')).toMatch(/does not resolve to a file/);
  });
});
