import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/processes.ts';

/**
 * The paths of a route table's source (every `path: '…'` entry but the catch-all), so a test that walks every route
 * covers a new one, or fails for want of a sample address.
 */
export function tablePaths(file: string): string[] {
  const source = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1] ?? '').filter((entry) => entry !== '*');
}

/** The workbench's route table. */
export const WORKBENCH_ROUTES_FILE = 'apps/admin/src/app/router.tsx';
