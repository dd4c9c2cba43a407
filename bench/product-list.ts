/**
 * Product list throughput: the same page of the 金融超市 through GraphQL and straight from the gateway, measured
 * in one run on one machine with autocannon. Prints req/s, p50 and p99 for each and the ratio GraphQL / gateway.
 * Goals (issue 10): the gateway at least 2,000 req/s; GraphQL keeps at least 60 % of that with a p50 at most 1.3×
 * the gateway's.
 * The two are measured in alternating rounds and the median round of each is reported, because a shared 2-core
 * machine drifts during a run and a single back-to-back pair can tilt the ratio either way.
 *   npm run bench            (BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_CONNECTIONS=10 by default)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../scripts/processes.ts';
import { startBenchGateway, startBenchGraph } from './support/production-services.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const productsQuery = `query BenchProducts($page: PageInput) {
  products(page: $page) { total records { id name logo institutionName minAmount maxAmount rateMin rateMax
    minTerm maxTerm summary applyCount productType { code label } guaranteeMethods { code label } } }
}`;

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** The round with the median throughput. */
function median(measured: Measured[]): Measured {
  const sorted = [...measured].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no rounds measured');
  return middle;
}

async function measure(url: string, body: string): Promise<Measured> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const gateway = await startBenchGateway('bench');
const graph = await startBenchGraph(gateway);
const gatewayPort = gateway.port;
const graphPort = graph.port;
try {
  await gateway.ready(120_000);
  await graph.ready(120_000);

  const gatewayUrl = `http://127.0.0.1:${gatewayPort}/api/loan/product/pc/list`;
  const graphUrl = `http://127.0.0.1:${graphPort}/graphql`;
  const restBody = JSON.stringify({ pageNum: 1, pageSize: 10 });
  const graphBody = JSON.stringify({ query: productsQuery, variables: { page: { pageNum: 1, pageSize: 10 } } });

  // Warm both paths (JIT, connection pools) before measuring.
  await Promise.all([
    fetch(gatewayUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: restBody }),
  ]);
  const check = await fetch(graphUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: graphBody,
  });
  const checked = (await check.json()) as { data?: { products?: { total: number } }; errors?: unknown };
  if (!checked.data?.products?.total) throw new Error(`GraphQL answered no products: ${JSON.stringify(checked)}`);

  const directRounds: Measured[] = [];
  const graphRounds: Measured[] = [];
  for (let round = 0; round < rounds; round++) {
    directRounds.push(await measure(gatewayUrl, restBody));
    graphRounds.push(await measure(graphUrl, graphBody));
  }
  const direct = median(directRounds);
  const throughGraph = median(graphRounds);
  const ratio = throughGraph.requestsPerSecond / direct.requestsPerSecond;
  const summary = {
    when: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    rounds,
    secondsPerRound: seconds,
    connections,
    gatewayRounds: directRounds.map((r) => Math.round(r.requestsPerSecond)),
    graphqlRounds: graphRounds.map((r) => Math.round(r.requestsPerSecond)),
    gateway: direct,
    graphql: throughGraph,
    ratio: Number(ratio.toFixed(3)),
    goal: 0.6,
    p50Ratio: Number((throughGraph.p50 / Math.max(direct.p50, 1)).toFixed(2)),
    goals: { gatewayRequestsPerSecond: 2000, ratio: 0.6, p50Ratio: 1.3 },
  };
  console.log(`\nProduct list, page 1 of 10 products — median of ${rounds} alternating rounds of ${seconds} s`);
  console.log(
    `  rounds: gateway ${summary.gatewayRounds.join(' / ')} req/s, GraphQL ${summary.graphqlRounds.join(' / ')} req/s`,
  );
  console.log(`  gateway  ${direct.requestsPerSecond.toFixed(0)} req/s  p50 ${direct.p50} ms  p99 ${direct.p99} ms`);
  console.log(
    `  GraphQL  ${throughGraph.requestsPerSecond.toFixed(0)} req/s  p50 ${throughGraph.p50} ms  p99 ${throughGraph.p99} ms`,
  );
  console.log(`  ratio    ${(ratio * 100).toFixed(1)} % of the gateway (goal ≥ 60 %; gateway goal ≥ 2,000 req/s)`);
  console.log(`  p50      ${summary.p50Ratio}× the gateway's (goal ≤ 1.3×)`);
  if (direct.errors + direct.non2xx + throughGraph.errors + throughGraph.non2xx > 0)
    console.log('  (some requests failed)', summary);
  fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, 'bench/results/product-list.json'), `${JSON.stringify(summary, null, 2)}\n`);
} finally {
  await Promise.all([graph.stop(), gateway.stop()]);
}
