/**
 * `npm test`: every check the project has, in order, stopping at the first failure —
 * type-check and lint (two at a time), build (codegen + web + admin), the home route's first-load JavaScript budget,
 * then on a throw-away PostgreSQL server two lanes side by side (the gateway's tests, the GraphQL access matrix, the
 * unit tests and the cluster of two gateways and two graphs behind nginx; beside them the embedded database's own
 * gateway tests on PGlite, the other GraphQL integration tests, and then the browser end-to-end tests in Chromium on
 * the embedded database, the platform as `npm start` runs it, whether or not the first lane has ended). Without
 * Debian's postgresql every test runs on PGlite instead (and without nginx the cluster test is left out). Ends with one
 * line "N passed, M failed".
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { NGINX } from './cluster/nginx.ts';
import { findPostgresBin, startThrowawayPostgres, THROWAWAY_SPEED_SETTINGS } from './postgres-throwaway.ts';
import { repoRoot } from './processes.ts';

const reportDir = path.join(repoRoot, '.tmp', 'test-reports');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });
/**
 * The GraphQL access matrix (every field as every actor class), the longest integration file: it runs in the gateway
 * suite's lane, which is otherwise the shorter one.
 */
const GRAPH_ACCESS_MATRIX = 'tests/integration/access/graph-access-matrix.test.ts';
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

/**
 * Runs one step with the terminal's output. Awaited, never spawnSync: a lane beside it (vitestLaneBeside) starts its
 * next run from this process's event loop, which a synchronous spawn would hold until the step ended.
 */
async function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  const [code] = (await once(child, 'exit')) as [number | null];
  printStepEnd(title, code, (Date.now() - started) / 1000);
  if (code !== 0) throw new StepFailed(title, code ?? 1);
}

interface Step {
  title: string;
  command: string;
  args: string[];
}

/** How many steps stepsSideBySide runs at once: one per core of the CI machine. */
const SIDE_BY_SIDE = 2;

/**
 * Runs independent steps two at a time, each one's output kept and printed whole when it ends, in the order they
 * end; after the first failure no further step starts, and the first failure is what the run reports.
 */
async function stepsSideBySide(steps: Step[]): Promise<void> {
  const waiting = [...steps];
  const failures: StepFailed[] = [];
  const worker = async () => {
    for (let next = waiting.shift(); next && failures.length === 0; next = waiting.shift()) {
      const { title, command, args } = next;
      const started = Date.now();
      const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
      const output: Buffer[] = [];
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
      const [code] = (await once(child, 'close')) as [number | null];
      console.log(`\n=== ${title} ===`);
      process.stdout.write(Buffer.concat(output));
      printStepEnd(title, code, (Date.now() - started) / 1000);
      if (code !== 0) failures.push(new StepFailed(title, code ?? 1));
    }
  };
  await Promise.all(Array.from({ length: SIDE_BY_SIDE }, worker));
  if (failures[0]) throw failures[0];
}

/** A step's last line: its title, whether it passed and how long it took. */
function printStepEnd(title: string, code: number | null, seconds: number): void {
  console.log(`=== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
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
/** Which files of the projects a run takes: only those under `paths` (every project's), or all but `excluded`. */
interface FileChoice {
  paths?: string[];
  excluded?: string[];
}

function vitestArgs(projects: string[], { paths = [], excluded = [] }: FileChoice = {}): string[] {
  runs += 1;
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const excludeArgs = excluded.flatMap((glob) => ['--exclude', glob]);
  const report = path.join(reportDir, `run-${runs}.json`);
  return [
    'run',
    ...projectArgs,
    ...excludeArgs,
    ...paths,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
}

function vitest(title: string, projects: string[], files: FileChoice = {}, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return step(title, bin('vitest'), vitestArgs(projects, files), env);
}

interface VitestRun {
  title: string;
  projects: string[];
  files?: FileChoice;
  env: NodeJS.ProcessEnv;
}

/**
 * Vitest runs made one after another beside the next step (vitest gives a 2-core machine one worker, leaving a core
 * free), each one's output kept in a file and printed as its own step once the lane is finished; abandoned (the
 * running one stopped, the rest not started) when that next step fails.
 */
function vitestLaneBeside(runsInLane: VitestRun[]): { finish(): Promise<void>; abandon(): Promise<void> } {
  let current: ChildProcess | undefined;
  let abandoned = false;
  const logs: { title: string; logFile: string; seconds: number; code: number }[] = [];
  const lane = (async () => {
    for (const run of runsInLane) {
      if (abandoned) return;
      const logFile = path.join(repoRoot, '.tmp', `${run.title.replace(/\W+/g, '-')}.log`);
      const output = fs.openSync(logFile, 'w');
      const started = Date.now();
      current = spawn(bin('vitest'), vitestArgs(run.projects, run.files), {
        cwd: repoRoot,
        stdio: ['ignore', output, output],
        env: { ...process.env, ...run.env },
      });
      fs.closeSync(output);
      const [code] = (await once(current, 'exit')) as [number | null];
      logs.push({ title: run.title, logFile, seconds: (Date.now() - started) / 1000, code: code ?? 1 });
      if (code !== 0) return;
    }
  })();
  return {
    async abandon() {
      abandoned = true;
      if (current && current.exitCode === null && current.signalCode === null) current.kill();
      await lane;
      for (const log of logs) fs.rmSync(log.logFile, { force: true });
    },
    async finish() {
      await lane;
      for (const log of logs) {
        console.log(`\n=== ${log.title} (run beside the step before) ===`);
        process.stdout.write(fs.readFileSync(log.logFile));
        fs.rmSync(log.logFile);
        printStepEnd(log.title, log.code, log.seconds);
        if (log.code !== 0) throw new StepFailed(log.title, log.code);
      }
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
  // The longest first, so the two cores finish together.
  await stepsSideBySide([
    ...[
      'apps/web',
      'apps/gateway',
      'tests',
      'apps/admin',
      'apps/graph',
      'packages/contract',
      'packages/ui',
      'stand-ins',
    ].map((workspace) => ({ title: `type-check ${workspace}`, command: bin('tsc'), args: ['-p', workspace] })),
    { title: 'lint and format (Biome)', command: bin('biome'), args: ['ci', '.'] },
  ]);
  await step('build (codegen + web + admin)', 'npm', ['run', 'build']);
  await step('first-load JavaScript budget of the home route', process.execPath, [
    '--import',
    'tsx',
    'scripts/web-build/check-bundle-size.ts',
  ]);
  const postgresBin = findPostgresBin();
  if (!postgresBin) {
    await vitest('unit, gateway and integration tests (PGlite)', [
      'unit',
      'gateway',
      'gateway-isolated',
      'integration',
    ]);
    console.log(
      '\n(PostgreSQL server not installed: `apt-get install -y postgresql` to also run the gateway tests on it)',
    );
    await browserTests();
  } else {
    await runOnPostgres(postgresBin);
  }
}

function browserTests(): Promise<void> {
  return vitest('browser end-to-end tests (Chromium)', ['e2e']);
}

/** The gateway, GraphQL, cluster and unit tiers with a throw-away PostgreSQL server. */
async function runOnPostgres(postgresBin: string): Promise<void> {
  // With a PostgreSQL server the gateway and GraphQL tiers run on it (the database a province deploys; native
  // PostgreSQL costs the integration tests ~40% less CPU than PGlite's WebAssembly); the embedded database keeps the
  // gateway tests of its own behaviour and the browser tests, which start the platform as `npm start` does (records
  // 0138, 0160). Two lanes, one core each: the gateway's whole suite, the GraphQL access matrix, the unit tests and the
  // cluster; beside it the embedded database's gateway tests, the other GraphQL integration tests and then the browser
  // tests (record 0167).
  const server = startThrowawayPostgres(postgresBin, THROWAWAY_SPEED_SETTINGS);
  const onServer = { TEST_DATABASE_URL: server.url };
  const withNginx = fs.existsSync(NGINX);
  try {
    const besideLane = vitestLaneBeside([
      {
        title: 'gateway tests and the GraphQL access matrix on PostgreSQL',
        projects: ['gateway', 'gateway-isolated', 'gateway-postgres', 'integration'],
        files: { paths: ['apps/gateway/test/', GRAPH_ACCESS_MATRIX] },
        env: onServer,
      },
      { title: 'unit tests', projects: ['unit'], env: {} },
      ...(withNginx
        ? [
            {
              title: 'two gateways and two graphs behind nginx on PostgreSQL (the cluster)',
              projects: ['cluster'],
              env: {},
            },
          ]
        : []),
    ]);
    if (!withNginx) console.log('\n(nginx not installed: the cluster test is skipped)');
    try {
      await vitest('the embedded database’s gateway tests (PGlite)', ['gateway-embedded']);
      await vitest(
        'the integration tests through GraphQL on PostgreSQL',
        ['integration'],
        { excluded: [GRAPH_ACCESS_MATRIX] },
        onServer,
      );
      // Started while the lane beside may still run, so no core waits for the other lane's end (record 0167).
      await browserTests();
    } catch (error) {
      await besideLane.abandon();
      throw error;
    }
    await besideLane.finish();
  } finally {
    server.stop();
  }
}
