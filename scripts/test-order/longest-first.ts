import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each browser test file took in a recent full run (refreshed by record-browser-seconds.ts). */
export const BROWSER_SECONDS_FILE = path.join(import.meta.dirname, 'browser-file-seconds.json');

/** The project whose files share several workers; every other project runs on one worker, where order costs nothing. */
const SHARED_WORKERS_PROJECT = 'e2e';

/**
 * Orders `files` (repository-relative paths) longest first by `seconds`, files with no figure before all others (a
 * new file may be long), ties by path: the workers take files in this order, so the longest are not left for the end
 * of the run while the other worker idles.
 */
export function longestFirst(files: string[], seconds: Record<string, number>): string[] {
  const known = (file: string) => seconds[file] ?? Number.POSITIVE_INFINITY;
  return [...files].sort((a, b) => known(b) - known(a) || (a < b ? -1 : a > b ? 1 : 0));
}

function readSeconds(): Record<string, number> {
  return fs.existsSync(BROWSER_SECONDS_FILE)
    ? (JSON.parse(fs.readFileSync(BROWSER_SECONDS_FILE, 'utf8')) as Record<string, number>)
    : {};
}

/**
 * vitest's own order (it sorts by the durations it cached on this machine, or by file size on a fresh clone), except
 * that the browser files go longest first by the checked-in figures, so a fresh CI machine balances its two workers.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const shared = sorted.filter((spec) => spec.project.name === SHARED_WORKERS_PROJECT);
    if (shared.length === 0) return sorted;
    const root = this.ctx.config.root;
    const byPath = new Map(shared.map((spec) => [path.relative(root, spec.moduleId), spec]));
    const ordered = longestFirst([...byPath.keys()], readSeconds()).map(
      (file) => byPath.get(file) as TestSpecification,
    );
    return [...sorted.filter((spec) => spec.project.name !== SHARED_WORKERS_PROJECT), ...ordered];
  }
}
