/**
 * Checks the decision records in docs/decisions/ (docs/decisions/README.md says what a record holds) against each
 * other and against the index in that README, so neither can drift: scripts/decisions-index.test.ts runs it.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  date: string;
  status: string;
}

export const RECORD_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const SECTIONS = ['## Context', '## Decision', '## Consequences'];
const STATUS = /^(Accepted\b.*|Superseded by \[(\d{4})\]\((\d{4}-[a-z0-9-]+\.md)\))$/;

/** The record files of a folder, in number order. */
export function recordFiles(folder: string): string[] {
  return fs
    .readdirSync(folder)
    .filter((name) => RECORD_FILE.test(name))
    .sort();
}

/** A record's header fields, or the problems that keep it from being read. */
export function readRecord(file: string, text: string): { record?: DecisionRecord; problems: string[] } {
  const problems: string[] = [];
  const number = RECORD_FILE.exec(file)?.[1];
  const heading = /^# (\d{4})\. (.+)$/m.exec(text.split('\n', 1)[0] ?? '');
  if (!number) problems.push(`${file}: the name is not NNNN-kebab-title.md`);
  if (!heading) problems.push(`${file}: the first line is not "# NNNN. Title"`);
  else if (heading[1] !== number) problems.push(`${file}: the heading's number ${heading[1]} is not the file's`);
  const date = /^- Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
  if (!date) problems.push(`${file}: no "- Date: YYYY-MM-DD" line`);
  const status = /^- Status: (.+)$/m.exec(text)?.[1];
  if (!status || !STATUS.test(status)) problems.push(`${file}: no "- Status: Accepted" or "Superseded by [NNNN](…)"`);
  let from = 0;
  for (const section of SECTIONS) {
    const at = text.indexOf(`\n${section}\n`, from);
    if (at < 0) problems.push(`${file}: no "${section}" heading (after the ones before it)`);
    else from = at + section.length;
  }
  const title = heading?.[2];
  if (problems.length > 0 || !number || !title || !date || !status) return { problems };
  return { record: { file, number, title, date, status }, problems };
}

/** Rows of the index: `| [NNNN](file) | title | date | status |`. */
export function indexRows(readme: string): Map<string, { title: string; date: string; status: string }[]> {
  const rows = new Map<string, { title: string; date: string; status: string }[]>();
  for (const match of readme.matchAll(/^\| \[\d{4}\]\(([^)]+)\) \| (.+?) \| (\S+) \| (.+?) \|$/gm)) {
    const [, file = '', title = '', date = '', status = ''] = match;
    rows.set(file, [...(rows.get(file) ?? []), { title: title.replaceAll('\\|', '|'), date, status }]);
  }
  return rows;
}

/** Everything wrong with the records of a folder and its README's index; empty when all agree. */
export function decisionProblems(folder: string): string[] {
  const problems: string[] = [];
  const records: DecisionRecord[] = [];
  const files = recordFiles(folder);
  for (const file of files) {
    const read = readRecord(file, fs.readFileSync(path.join(folder, file), 'utf8'));
    problems.push(...read.problems);
    if (read.record) records.push(read.record);
  }
  files.forEach((file, index) => {
    const expected = String(index + 1).padStart(4, '0');
    if (!file.startsWith(`${expected}-`)) problems.push(`${file}: expected number ${expected} (no gaps, no repeats)`);
  });
  for (const record of records) {
    const superseding = STATUS.exec(record.status)?.[3];
    if (superseding && !files.includes(superseding)) problems.push(`${record.file}: superseded by a missing record`);
  }
  const rows = indexRows(fs.readFileSync(path.join(folder, 'README.md'), 'utf8'));
  for (const record of records) {
    const found = rows.get(record.file) ?? [];
    const [row] = found;
    if (!row || found.length !== 1) {
      problems.push(`${record.file}: listed ${found.length} times in README.md's index (once expected)`);
      continue;
    }
    for (const field of ['title', 'date', 'status'] as const) {
      if (row[field] !== record[field]) problems.push(`${record.file}: the index's ${field} "${row[field]}" differs`);
    }
  }
  for (const file of rows.keys()) {
    if (!files.includes(file)) problems.push(`README.md: the index lists ${file}, which is not a record`);
  }
  return problems;
}
