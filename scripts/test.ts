/**
 * `npm test`: every check the project has, in order, stopping at the first failure —
 * type-check, lint and format, build (codegen + web + admin), the home route's first-load JavaScript budget, unit + gateway + integration tests on PGlite,
 * beside them the gateway tests again on a PostgreSQL server (when Debian's postgresql is installed), the cluster test
 * (two gateways and two graphs behind nginx, when nginx is installed too), and the browser end-to-end tests in
 * Chromium. Ends with one line "N passed, M failed".
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { NGINX } from './cluster/nginx.ts';
import { findPostgresBin, startThrowawayPostgres } from './postgres-throwaway.ts';
import { repoRoot } from './processes.ts';

const reportDir = path.join(repoRoot, '.tmp', 'test-reports');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) throw new StepFailed(title, result.status ?? 1);
}

class StepFailed extends Error {
  constructor(
    title: string,
    readonly status: number,
  ) {
    super(`${title} failed`);
  }
}

let runs = 0;
function vitestArgs(projects: string[]): string[] {
  runs += 1;
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const report = path.join(reportDir, `run-${runs}.json`);
  return ['run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
}

function vitest(title: string, projects: string[], env: NodeJS.ProcessEnv = {}): void {
  step(title, bin('vitest'), vitestArgs(projects), env);
}

/**
 * A vitest run started beside the next step (vitest gives a 2-core machine one worker, leaving a core free), its
 * output kept in a file and printed as its own step once finished; abandoned (stopped) when that next step fails.
 */
function vitestBeside(
  title: string,
  projects: string[],
  env: NodeJS.ProcessEnv,
): { finish(): Promise<void>; abandon(): Promise<void> } {
  const logFile = path.join(repoRoot, '.tmp', `${title.replace(/\W+/g, '-')}.log`);
  const output = fs.openSync(logFile, 'w');
  const started = Date.now();
  const child: ChildProcess = spawn(bin('vitest'), vitestArgs(projects), {
    cwd: repoRoot,
    stdio: ['ignore', output, output],
    env: { ...process.env, ...env },
  });
  fs.closeSync(output);
  const exited = once(child, 'exit') as Promise<[number | null]>;
  return {
    async abandon() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
      fs.rmSync(logFile, { force: true });
    },
    async finish() {
      const [code] = await exited;
      console.log(`\n=== ${title} (run beside the step before) ===`);
      process.stdout.write(fs.readFileSync(logFile));
      fs.rmSync(logFile);
      console.log(`=== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (code !== 0) throw new StepFailed(title, code ?? 1);
    },
  };
}

function printTotals(): void {
  let passed = 0;
  let failed = 0;
  for (const file of fs.readdirSync(reportDir)) {
    const report = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  console.log(`\n${passed} passed, ${failed} failed`);
}

try {
  await runAll();
} catch (error) {
  printTotals();
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof StepFailed ? error.status : 1);
}
printTotals();

async function runAll(): Promise<void> {
  for (const workspace of [
    'packages/contract',
    'apps/gateway',
    'apps/graph',
    'apps/web',
    'apps/admin',
    'packages/ui',
    'stand-ins',
    'tests',
  ]) {
    step(`type-check ${workspace}`, bin('tsc'), ['-p', workspace]);
  }
  step('lint and format (Biome)', bin('biome'), ['ci', '.']);
  step('build (codegen + web + admin)', 'npm', ['run', 'build']);
  step('first-load JavaScript budget of the home route', process.execPath, [
    '--import',
    'tsx',
    'scripts/web-build/check-bundle-size.ts',
  ]);
  const onPGlite = () =>
    vitest('unit, gateway and integration tests (PGlite)', ['unit', 'gateway', 'gateway-isolated', 'integration']);
  const postgresBin = findPostgresBin();
  if (postgresBin) {
    const server = startThrowawayPostgres(postgresBin);
    const postgresEnv = { TEST_DATABASE_URL: server.url };
    const onPostgres = vitestBeside(
      'gateway tests on PostgreSQL',
      ['gateway', 'gateway-isolated', 'gateway-postgres'],
      postgresEnv,
    );
    try {
      try {
        onPGlite();
      } catch (error) {
        await onPostgres.abandon();
        throw error;
      }
      await onPostgres.finish();
    } finally {
      server.stop();
    }
  } else {
    onPGlite();
    console.log(
      '\n(PostgreSQL server not installed: `apt-get install -y postgresql` to also run the gateway tests on it)',
    );
  }

  if (postgresBin && fs.existsSync(NGINX)) {
    vitest('two gateways and two graphs behind nginx on PostgreSQL (the cluster)', ['cluster']);
  } else {
    console.log('\n(PostgreSQL server or nginx not installed: the cluster test is skipped)');
  }

  vitest('browser end-to-end tests (Chromium)', ['e2e']);
}
