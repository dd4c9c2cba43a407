import type { LiveDeliveryRecord, LiveEventRecord, LiveTopic } from '@sme/contract/routes/live-events';

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

/** The topics of an application's moves (the rest: message-centre messages). */
export const APPLICATION_TOPICS = new Set<string>([
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

/**
 * The keys of the instance feed's deliveries a viewer receives: an institution's staff both their own institution's
 * and the ones every institution receives (new unclaimed needs).
 */
export function audienceOf(viewer: LiveViewer): string[] {
  switch (viewer.kind) {
    case 'company':
      return [`company:${viewer.companyId}`];
    case 'institution':
      return [`org:${viewer.orgId}`, EVERY_INSTITUTION];
    case 'operator':
    case 'gov':
      return [viewer.kind];
  }
}

const EVERY_INSTITUTION = 'institutions';
/** An institution no row names: what it may see is what every institution may see. */
const ANY_INSTITUTION: LiveViewer = { kind: 'institution', orgId: -1 };

/**
 * The instance feed's deliveries of `rows`: each row, for each audience that may see it, in the form `eventFor` gives
 * that audience — decided by `eventFor` itself, so a subscriber of the feed gets exactly what its own call would
 * answer. The government viewer's fold into the newest one, as in `eventsFor`.
 */
export function deliveriesOf(rows: readonly PlatformEventRow[]): LiveDeliveryRecord[] {
  const deliveries: LiveDeliveryRecord[] = [];
  let newestGov: LiveDeliveryRecord | null = null;
  for (const row of rows) {
    const audiences: [string, LiveViewer][] = [
      [EVERY_INSTITUTION, ANY_INSTITUTION],
      ['operator', { kind: 'operator' }],
    ];
    if (row.companyId !== null)
      audiences.unshift([`company:${row.companyId}`, { kind: 'company', companyId: row.companyId }]);
    if (row.orgId !== null) audiences.push([`org:${row.orgId}`, { kind: 'institution', orgId: row.orgId }]);
    for (const [audience, viewer] of audiences) {
      const event = eventFor(viewer, row);
      if (event) deliveries.push({ audience, event });
    }
    const gov = eventFor({ kind: 'gov' }, row);
    if (gov) newestGov = { audience: 'gov', event: gov };
  }
  return newestGov ? [...deliveries, newestGov] : deliveries;
}

function record(row: PlatformEventRow): LiveEventRecord {
  return { id: row.id, topic: row.topic as LiveTopic, applicationId: row.applicationId };
}
