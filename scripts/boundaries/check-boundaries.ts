import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ImportEdge, importsOf, sourceFiles } from './import-graph.ts';
import { type AppBoundaries, BOUNDARIES, FLAT_LAYER, LAYERS, QUERIES_ONLY_IN, type Zone } from './rules.ts';

/** Where a file sits in the table; `problem` says why it sits nowhere. */
export interface Place {
  app: string;
  zone?: string;
  /** The feature (or other unit) of a zone with units. */
  unit?: string;
  /** The layer inside a gateway feature (FLAT_LAYER for a flat one). */
  layer?: string;
  problem?: string;
}

export function place(file: string, boundaries: Record<string, AppBoundaries> = BOUNDARIES): Place | undefined {
  const app = Object.keys(boundaries).find((name) => file.startsWith(`${boundaries[name]?.root}/`));
  if (!app) return undefined;
  const rules = boundaries[app] as AppBoundaries;
  const path = file.slice(rules.root.length + 1);
  const zone = Object.keys(rules.zones).find((name) => rules.zones[name]?.paths.some((p) => matches(p, path)));
  if (!zone) return { app, problem: `${file}: no zone of ${app} in scripts/boundaries/rules.ts covers it` };
  const { units, layered } = rules.zones[zone] as Zone;
  if (!units) return { app, zone };
  const unit = path.split('/')[units.split('/').length - 1] as string;
  if (!layered?.includes(unit)) return { app, zone, unit, layer: FLAT_LAYER };
  const inFeature = path.slice(units.length - 1 + unit.length + 1);
  const layer = Object.keys(LAYERS).find((name) => LAYERS[name]?.paths.some((p) => matches(p, inFeature)));
  if (!layer) return { app, zone, unit, problem: `${file}: no layer of a ${app} feature (LAYERS) covers it` };
  return { app, zone, unit, layer };
}

/** What is wrong with one import, or undefined when the table allows it. */
export function violation(
  edge: ImportEdge,
  boundaries: Record<string, AppBoundaries> = BOUNDARIES,
): string | undefined {
  const from = place(edge.from, boundaries);
  if (!from?.zone) return undefined; // an uncovered file is reported by the coverage check
  const rules = boundaries[from.app] as AppBoundaries;
  const at = `${edge.from} → ${edge.toFile ?? edge.specifier}`;
  if (!edge.toFile) return packageViolation(edge.specifier, from, rules, at);

  const to = place(edge.toFile, boundaries);
  if (!to && TEST_FILE.test(edge.from)) return undefined; // a test may use the repository's test support (bench/, tests/)
  if (!to || to.app !== from.app)
    return `${at}: no app imports another (apps talk over HTTP; share through packages/*)`;
  if (!to.zone) return undefined;
  if (to.zone !== from.zone) {
    const { mayImport, why } = rules.zones[from.zone] as Zone;
    if (mayImport.includes('*') || mayImport.includes(to.zone)) return undefined;
    return `${at}: ${from.app} ${from.zone} may not import ${to.zone} (${why})`;
  }
  const zone = rules.zones[from.zone] as Zone;
  if (from.unit !== to.unit && !zone.uses?.[from.unit as string]?.includes(to.unit as string)) {
    return `${at}: ${from.app} ${from.zone} ${from.unit} may not import ${to.unit} (${zone.why})`;
  }
  return layerViolation(from, to, from.unit !== to.unit, edge.typeOnly, at);
}

const TEST_FILE = /\.test\.tsx?$/;

function layerViolation(
  from: Place,
  to: Place,
  acrossUnits: boolean,
  typeOnly: boolean,
  at: string,
): string | undefined {
  const [source, target] = [from.layer, to.layer];
  if (!source || !target || source === target || source === FLAT_LAYER) return undefined;
  if (target === FLAT_LAYER) {
    return source === 'domain'
      ? `${at}: ${from.unit} domain imports nothing of the app (${LAYERS.domain?.why})`
      : undefined;
  }
  const layer = LAYERS[source] as (typeof LAYERS)[string];
  if (layer.mayImport.includes(target) || (typeOnly && layer.mayImportTypes?.includes(target))) return undefined;
  const whose = acrossUnits ? `${to.unit}'s ` : '';
  return `${at}: ${from.unit} ${source} may not import ${whose}${target} (${layer.why})`;
}

function packageViolation(specifier: string, from: Place, rules: AppBoundaries, at: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('#')) return `${at}: does not resolve to a file`;
  const name = packageName(specifier);
  if (name.startsWith('@sme/')) {
    if (rules.packages.includes(name)) return undefined;
    return `${at}: ${from.app} may not import ${name} (no app imports another; shared code lives in packages/*)`;
  }
  const forbidden = [
    ...(rules.forbiddenPackages?.[from.zone as string] ?? []),
    ...(rules.forbiddenPackages?.[`${from.zone}:${from.layer}`] ?? []),
  ];
  return forbidden.includes(name) ? `${at}: ${from.zone} ${from.layer ?? ''} may not use ${name}` : undefined;
}

/** Import cycles among files, type-only imports included: each a list of files, sorted. */
export function cycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, toFile } of edges) {
    if (toFile && toFile !== from) next.set(from, [...(next.get(from) ?? []), toFile]);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of [...next.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** The source files of every app and package in the table that exists in this checkout. */
export function coveredFiles(repoRoot: string, boundaries: Record<string, AppBoundaries> = BOUNDARIES): string[] {
  return Object.values(boundaries)
    .filter(({ root }) => existsSync(join(repoRoot, root)))
    .flatMap(({ root }) => sourceFiles(repoRoot, root).filter((file) => !file.includes('/dist/')));
}

export function importGraph(repoRoot: string, files: string[]): ImportEdge[] {
  return files.flatMap((file) => importsOf(repoRoot, file));
}

const QUERY =
  /\.(selectFrom|updateTable|insertInto|deleteFrom|mergeInto)\(|\bsql(<[^>\n]*>)?`|\bsql\.(raw|ref|lit|id|table|join|val)\(/;

/** Gateway files (tests aside) that write a database query outside the stores. */
export function queriesOutsideStores(repoRoot: string, files: string[]): string[] {
  return files.filter(
    (file) =>
      file.startsWith('apps/gateway/src/') &&
      !TEST_FILE.test(file) &&
      !QUERIES_ONLY_IN.some((pattern) => matches(pattern, file)) &&
      QUERY.test(readFileSync(join(repoRoot, file), 'utf8')),
  );
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

function matches(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((segment) => (segment === '**' ? '.*' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')))
    .join('/');
  return new RegExp(`^${source.replace(/\/\.\*$/, '/.+').replace(/^\.\*$/, '.+')}$`).test(path);
}
