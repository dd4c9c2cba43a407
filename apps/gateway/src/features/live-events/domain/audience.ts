import type { LiveEventRecord, LiveTopic } from '@sme/contract/routes/live-events';

/** Who listens: the same rules as the data they may read (docs/gateway-api.md, "Live events"). */
export type LiveViewer =
  | { kind: 'company'; companyId: number }
  | { kind: 'institution'; orgId: number }
  | { kind: 'operator' }
  | { kind: 'gov' };

/** An outbox row as the store reads it. */
export interface PlatformEventRow {
  id: number;
  topic: string;
  applicationId: number | null;
  companyId: number | null;
  orgId: number | null;
}

const APPLICATION_TOPICS = new Set<string>([
  'application.new',
  'application.status',
  'application.claimed',
  'supplement.asked',
  'supplement.answered',
  'thread.message',
]);

/**
 * What a viewer may learn of a row: a company its own applications and messages; an institution its own
 * applications and every new unclaimed need (its pickup list shows them all); the operator every application; the
 * government viewer only that the dashboard's totals moved (no application id: it sees figures, not applications).
 */
export function eventFor(viewer: LiveViewer, row: PlatformEventRow): LiveEventRecord | null {
  const applicationEvent = APPLICATION_TOPICS.has(row.topic);
  switch (viewer.kind) {
    case 'company':
      return row.companyId === viewer.companyId ? record(row) : null;
    case 'institution': {
      const own = applicationEvent && row.orgId === viewer.orgId;
      const openNeed = row.topic === 'application.new' && row.orgId === null && row.applicationId !== null;
      return own || openNeed ? record(row) : null;
    }
    case 'operator':
      return applicationEvent ? record(row) : null;
    case 'gov':
      return applicationEvent ? { id: row.id, topic: 'dashboard.changed', applicationId: null } : null;
  }
}

/** The viewer's events among `rows` (oldest first); the government viewer's fold into the newest one. */
export function eventsFor(viewer: LiveViewer, rows: readonly PlatformEventRow[]): LiveEventRecord[] {
  const events = rows.map((row) => eventFor(viewer, row)).filter((event) => event !== null);
  return viewer.kind === 'gov' ? events.slice(-1) : events;
}

function record(row: PlatformEventRow): LiveEventRecord {
  return { id: row.id, topic: row.topic as LiveTopic, applicationId: row.applicationId };
}
