/**
 * `npm run test:browser-seconds`: writes each browser test file's seconds from the last `npm test` (its JSON reports
 * in .tmp/test-reports) to browser-file-seconds.json, which orders the browser files longest first on the next run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../processes.ts';
import { BROWSER_SECONDS_FILE } from './longest-first.ts';

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const reportDir = path.join(repoRoot, '.tmp', 'test-reports');
const seconds: Record<string, number> = {};
for (const file of fs.existsSync(reportDir) ? fs.readdirSync(reportDir) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8')) as Report;
  for (const result of report.testResults) {
    const relative = path.relative(repoRoot, result.name);
    if (relative.startsWith('tests/e2e/')) seconds[relative] = Math.round((result.endTime - result.startTime) / 1000);
  }
}
if (Object.keys(seconds).length === 0) {
  console.error(`no browser test file in ${path.relative(repoRoot, reportDir)}: run npm test first`);
  process.exit(1);
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => (a < b ? -1 : 1)));
fs.writeFileSync(BROWSER_SECONDS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${Object.keys(sorted).length} browser files' seconds written to ${path.relative(repoRoot, BROWSER_SECONDS_FILE)}`,
);
