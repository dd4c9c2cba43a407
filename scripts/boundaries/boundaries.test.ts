import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coveredFiles, cycles, importGraph, place, queriesOutsideStores, violation } from './check-boundaries.ts';
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
