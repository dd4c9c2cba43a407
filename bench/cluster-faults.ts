/**
 * Faults under load on the cluster (issue 21 §1; README "Several instances"): `npm run bench:cluster-faults`.
 * Starts a cluster (scripts/cluster/) on a fresh database and keeps readers (the product list) and two writers (an
 * institution administrator creating products, and the same administrator moving its institution's applications
 * from 待受理 to 已查看 — staff moves through the status machine) running through nginx while it kills -9 one gateway
 * and starts it again, kills -9 one graph and starts it again, and stops PostgreSQL for 10 s and starts it again.
 * Prints, per phase, what the clients got (answers, GraphQL codes, HTTP statuses, hangs: no answer within 25 s) and
 * the time to healthy after each fault; then checks in SQL that every acknowledged write is there and none was written
 * twice, and that every acknowledged move is stored with exactly one timeline entry, no move twice, none half-written.
 *   CLUSTER_FAULT_READERS (4), CLUSTER_FAULT_OUTAGE_SECONDS (10)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { clusterPorts, type Instance, startCluster } from '../scripts/cluster/cluster.ts';
import { listenPortBelowEphemeral } from '../scripts/listen-ports.ts';
import {
  ClusterBrowser,
  ORG_ADMIN,
  ORG_ADMIN_SECRET,
  STAFF_CONFIRM,
  staffPasswordStep,
  totp,
} from '../tests/cluster/cluster-client.ts';

const readers = Number(process.env.CLUSTER_FAULT_READERS ?? 4);
const outageSeconds = Number(process.env.CLUSTER_FAULT_OUTAGE_SECONDS ?? 10);
const HANG_MS = 25_000;
const PRODUCTS = 'query($page: PageInput) { products(page: $page) { total records { id name } } }';
const CREATE = 'mutation($input: OrgProductInput!) { createOrgProduct(input: $input) { id productName } }';
const MOVE = 'mutation($input: TransitionInput!) { transitionApplication(input: $input) { id } }';
/** Applications waiting for the administrator's moves: more than the run can move. */
const MOVABLE = 5_000;
const NAME_PREFIX = `压测${crypto.randomInt(1000, 9999)}号`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-cluster-faults-'));
fs.chmodSync(dir, 0o755);
const started = Date.now();
const cluster = await startCluster({
  dir,
  ports: clusterPorts(listenPortBelowEphemeral(20_000, 32_000, 50)),
  gatewayEnv: { REGISTRY_SEED_COUNT: '1000', PASSWORD_HASH_COST: 'test', RATE_LIMIT_FACTOR: '100' },
  graphEnv: { GRAPH_RATE_LIMIT: '0' },
  readyTimeoutMs: 300_000,
  log: (line) => {
    if (process.env.CLUSTER_VERBOSE) console.log(line);
  },
});
console.log(`cluster ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const gatewayOrigin = cluster.gateways[0]?.origin ?? '';
const portal = cluster.portalUrl;

const staff = new ClusterBrowser();
const ticket = await staffPasswordStep(staff, portal, gatewayOrigin);
await staff.data(portal, STAFF_CONFIRM, { ticket, code: totp(ORG_ADMIN_SECRET, Date.now()) });

/**
 * MOVABLE applications of the demo company to the administrator's institution, 待受理 with their submission in the
 * timeline, written in SQL before the load starts (as the other benches prepare their data).
 */
async function movableApplications(): Promise<number[]> {
  const database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
  try {
    const product = await database.query<{ id: number; org_id: number }>(
      `SELECT p.id, p.org_id FROM loan_product p
         JOIN org_user u ON u.org_id = p.org_id JOIN staff_account s ON s.org_user_id = u.id
        WHERE s.username = $1 AND p.on_shelf ORDER BY p.id LIMIT 1`,
      [ORG_ADMIN],
    );
    const member = await database.query<{ company_id: number; user_id: number }>(
      'SELECT company_id, user_id FROM user_company WHERE certified ORDER BY user_id LIMIT 1',
    );
    const { id: productId, org_id: orgId } = product.rows[0] as { id: number; org_id: number };
    const { company_id: companyId, user_id: userId } = member.rows[0] as { company_id: number; user_id: number };
    const inserted = await database.query<{ id: number }>(
      `INSERT INTO loan_application (source, product_id, org_id, company_id, applicant_id, apply_amount, loan_period,
         guarantee_methods, repay_method, loan_for, is_first_loan, loan_status, district_name, street_name, contact_name,
         contact_mobile, idempotency_key, created_at, updated_at)
       SELECT 1, $1, $2, $3, $4, 100, 12, '{1,4}', 1, 2, 0, 1, '天河区', '石牌街道', '王建国', '13800000001',
              $5 || n, now(), now()
         FROM generate_series(1, $6) AS n
       RETURNING id`,
      [productId, orgId, companyId, userId, `${NAME_PREFIX}-`, MOVABLE],
    );
    const ids = inserted.rows.map((row) => Number(row.id));
    await database.query(
      `INSERT INTO loan_application_event (application_id, from_status, to_status, actor_kind, actor_id, at)
       SELECT id, NULL, 1, 'enterprise', $2, now() FROM unnest($1::bigint[]) AS id`,
      [ids, userId],
    );
    return ids;
  } finally {
    await database.end();
  }
}
const movable = await movableApplications().catch(async (error) => {
  await cluster.stop();
  throw error;
});

/** Outcomes of one phase, by kind: "ok", a GraphQL code, "HTTP 502", "network", "hang". */
type Tally = Map<string, number>;
const phases: Array<{ name: string; tally: Tally; latencies: number[] }> = [];
let current = { name: 'before', tally: new Map() as Tally, latencies: [] as number[] };
phases.push(current);
const phase = (name: string) => {
  current = { name, tally: new Map(), latencies: [] };
  phases.push(current);
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${name}`);
};
const count = (kind: string) => current.tally.set(kind, (current.tally.get(kind) ?? 0) + 1);

/** One GraphQL call through nginx, classified; answers data or null. */
async function call<T>(browser: ClusterBrowser, query: string, variables: Record<string, unknown>): Promise<T | null> {
  const at = Date.now();
  try {
    const response = await fetch(`${portal}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': browser.ip,
        cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const text = await response.text();
    current.latencies.push(Date.now() - at);
    if (!response.headers.get('content-type')?.includes('json')) {
      count(`HTTP ${response.status}`);
      return null;
    }
    const body = JSON.parse(text) as { data?: T; errors?: Array<{ extensions?: { code?: string } }> };
    if (body.errors?.length) {
      count(body.errors[0]?.extensions?.code ?? 'error');
      return null;
    }
    count('ok');
    return body.data ?? null;
  } catch (error) {
    count((error as Error).name === 'TimeoutError' ? 'hang' : 'network');
    return null;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let running = true;
const acknowledged = new Map<string, string>();
let attempted = 0;
const movesAttempted: number[] = [];
const movesAcknowledged = new Set<number>();
const loops = [
  ...Array.from({ length: readers }, async (_, index) => {
    const visitor = new ClusterBrowser();
    while (running) {
      // A client that was refused waits a moment before it asks again, as the portal's request layer does.
      if (!(await call(visitor, PRODUCTS, { page: { pageNum: 1 + (index % 3), pageSize: 10 } }))) await pause(50);
    }
  }),
  (async () => {
    while (running) {
      attempted++;
      const productName = `${NAME_PREFIX}${attempted}`;
      const answer = await call<{ createOrgProduct: { id: string } }>(staff, CREATE, {
        input: { productName, productType: 1, guaranteeMethods: [1], repayMethods: [1], summary: '故障演练' },
      });
      if (answer) acknowledged.set(answer.createOrgProduct.id, productName);
      else await pause(50);
    }
  })(),
  (async () => {
    for (const id of movable) {
      if (!running) break;
      movesAttempted.push(id);
      const answer = await call(staff, MOVE, { input: { id: String(id), toStatus: 11 } });
      if (answer) movesAcknowledged.add(id);
      else await pause(50);
    }
  })(),
];

/** Time from now until the portal answers a fresh read and a write again. */
async function untilHealthy(): Promise<number> {
  const from = Date.now();
  const probe = new ClusterBrowser();
  for (;;) {
    const read = await call(probe, PRODUCTS, { page: { pageNum: 7, pageSize: 3 } });
    if (read) return Date.now() - from;
    await pause(100);
  }
}

async function killAndRestart(instance: Instance): Promise<{ restartMs: number }> {
  const child = instance.process();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  await pause(3_000);
  const from = Date.now();
  await instance.restart();
  return { restartMs: Date.now() - from };
}

await pause(5_000);
const figures: Record<string, string> = {};
phase('kill -9 gateway-1, start it again');
const gatewayFault = await killAndRestart(cluster.gateways[0] as Instance);
figures['gateway-1 restarted, ready after'] = `${gatewayFault.restartMs} ms`;
phase('after gateway-1 is back');
await pause(5_000);
phase('kill -9 graph-1, start it again');
const graphFault = await killAndRestart(cluster.graphs[0] as Instance);
figures['graph-1 restarted, ready after'] = `${graphFault.restartMs} ms`;
phase('after graph-1 is back');
await pause(5_000);
phase(`PostgreSQL stopped for ${outageSeconds} s`);
await cluster.postgres.stopAsync();
await pause(outageSeconds * 1000);
await cluster.postgres.startAsync();
phase('PostgreSQL started again');
figures['a read answers again, after the database is back'] = `${await untilHealthy()} ms`;
const gatewaysHealthyFrom = Date.now();
for (const gateway of cluster.gateways) {
  while ((await fetch(`${gateway.origin}/healthz`).catch(() => null))?.status !== 200) await pause(100);
}
figures['both gateways’ /healthz 200, after that'] = `${Date.now() - gatewaysHealthyFrom} ms`;
await pause(5_000);
running = false;
await Promise.all(loops);

console.log('\nphase | outcomes | p50 / p99 / max ms');
for (const { name, tally, latencies } of phases) {
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) => latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))];
  const outcomes = [...tally].map(([kind, n]) => `${kind} ${n}`).join(', ');
  console.log(`${name} | ${outcomes} | ${at(0.5)} / ${at(0.99)} / ${latencies.at(-1)}`);
}
for (const [what, value] of Object.entries(figures)) console.log(`${what}: ${value}`);

const database = new pg.Client({ connectionString: cluster.databaseUrl });
await database.connect();
const written = await database.query<{ id: number; product_name: string }>(
  'SELECT id, product_name FROM loan_product WHERE product_name LIKE $1',
  [`${NAME_PREFIX}%`],
);
const byName = new Map<string, number>();
for (const row of written.rows) byName.set(row.product_name, (byName.get(row.product_name) ?? 0) + 1);
const ids = new Set(written.rows.map((row) => String(row.id)));
const lost = [...acknowledged.keys()].filter((id) => !ids.has(id));
const twice = [...byName].filter(([, n]) => n > 1);
console.log(
  `\nwrites: ${attempted} attempted, ${acknowledged.size} acknowledged, ${written.rows.length} in the database; ` +
    `acknowledged but missing: ${lost.length}; written twice: ${twice.length}; ` +
    `in the database without an acknowledgement (the answer was lost): ${written.rows.length - acknowledged.size}`,
);
const moves = await database.query<{ id: number; loan_status: number; entries: number }>(
  `SELECT a.id, a.loan_status,
          (SELECT count(*) FROM loan_application_event e WHERE e.application_id = a.id AND e.to_status = 11)::int AS entries
     FROM loan_application a WHERE a.id = ANY($1::bigint[])`,
  [movable],
);
const moved = moves.rows.filter((row) => row.loan_status === 11);
const movedTwice = moves.rows.filter((row) => row.entries > 1);
const halfWritten = moves.rows.filter((row) => (row.loan_status === 11) !== (row.entries === 1));
const moveLost = [...movesAcknowledged].filter(
  (id) => moves.rows.find((row) => Number(row.id) === id)?.loan_status !== 11,
);
console.log(
  `moves: ${movesAttempted.length} attempted, ${movesAcknowledged.size} acknowledged, ${moved.length} stored; ` +
    `acknowledged but not stored: ${moveLost.length}; moved twice: ${movedTwice.length}; ` +
    `status and timeline disagree: ${halfWritten.length}; stored without an acknowledgement (the answer was lost): ` +
    `${moved.length - movesAcknowledged.size}`,
);
await database.end();
await cluster.stop();
fs.rmSync(dir, { recursive: true, force: true });
const movesSound = moveLost.length === 0 && movedTwice.length === 0 && halfWritten.length === 0;
process.exit(lost.length === 0 && twice.length === 0 && movesSound ? 0 : 1);
