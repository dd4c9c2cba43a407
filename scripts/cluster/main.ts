/**
 * `npm run cluster`: the platform as several instances on this machine (README, "Several instances"): PostgreSQL,
 * the S3 stand-in, the other stand-ins, two gateways, two graphs and nginx in front (deploy/nginx/cluster.conf).
 * Everything is kept under CLUSTER_DIR (.cluster/) for the next start; Ctrl-C stops it all.
 */
import path from 'node:path';
import { repoRoot } from '../processes.ts';
import { clusterPorts, startCluster } from './cluster.ts';

const ports = clusterPorts(Number(process.env.CLUSTER_PORT || 8300));
const cluster = await startCluster({
  dir: path.resolve(process.env.CLUSTER_DIR || path.join(repoRoot, '.cluster')),
  ports,
});
console.log(`[cluster] portal (nginx → two graphs): ${cluster.portalUrl}   workbench: ${cluster.portalUrl}/admin/`);
console.log(`[cluster] gateways (nginx → two gateways, for the graphs): ${cluster.gatewayApiUrl}`);
for (const each of [...cluster.graphs, ...cluster.gateways]) console.log(`[cluster] ${each.name}: ${each.origin}`);
console.log(`[cluster] PostgreSQL: ${cluster.databaseUrl}   Ctrl-C stops everything`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
