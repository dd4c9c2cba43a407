import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decisionProblems, readRecord } from './decisions-index.ts';
import { repoRoot } from './processes.ts';

const RECORD = [
  '# 0001. One title',
  '',
  '- Date: 2026-11-27',
  '- Status: Accepted',
  '- Area: operations',
  '',
  '## Context',
  '',
  'Why.',
  '',
  '## Decision',
  '',
  'What.',
  '',
  '## Consequences',
  '',
  'Then.',
  '',
].join('\n');
const INDEX_ROW = '| [0001](0001-one-title.md) | One title | 2026-11-27 | Accepted |';

let folder: string | undefined;
afterEach(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

function recordsFolder(files: Record<string, string>): string {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'decisions-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), text);
  return folder;
}

describe('the decision records', () => {
  it('all have their headings, a date and a status, and each is in the index as it is', () => {
    expect(decisionProblems(path.join(repoRoot, 'docs/decisions'))).toEqual([]);
  });
});

describe('the decision records check', () => {
  it('accepts a record listed in the index', () => {
    expect(decisionProblems(recordsFolder({ '0001-one-title.md': RECORD, 'README.md': `${INDEX_ROW}\n` }))).toEqual([]);
  });

  it('finds a missing heading, date or status', () => {
    const broken = RECORD.replace('## Consequences', '## Then').replace('- Date: 2026-11-27', '- Date: soon');
    expect(readRecord('0001-one-title.md', broken).problems).toEqual([
      '0001-one-title.md: no "- Date: YYYY-MM-DD" line',
      '0001-one-title.md: no "## Consequences" heading (after the ones before it)',
    ]);
    expect(readRecord('0001-one-title.md', RECORD.replace('Accepted', 'Maybe')).problems).toHaveLength(1);
  });

  it('finds a record the index misses, one it lists twice, a stale row and a gap in the numbers', () => {
    const second = RECORD.replace('0001. One title', '0003. Another');
    const problems = decisionProblems(
      recordsFolder({
        '0001-one-title.md': RECORD,
        '0003-another.md': second,
        'README.md': `${INDEX_ROW}\n${INDEX_ROW.replace('One title', 'Old title')}\n| [0009](0009-gone.md) | Gone | 2026-11-27 | Accepted |\n`,
      }),
    );
    expect(problems).toEqual([
      '0003-another.md: expected number 0002 (no gaps, no repeats)',
      "0001-one-title.md: listed 2 times in README.md's index (once expected)",
      "0003-another.md: listed 0 times in README.md's index (once expected)",
      'README.md: the index lists 0009-gone.md, which is not a record',
    ]);
  });
});
