import { describe, expect, it } from 'vitest';
import {
  APPLICATION_TOPICS,
  audienceOf,
  deliveriesOf,
  eventsFor,
  type LiveViewer,
  type PlatformEventRow,
} from './audience.ts';

const TOPICS = [...APPLICATION_TOPICS, 'message.new'];

/** Every topic with and without a company, an institution and an application. */
const ROWS: PlatformEventRow[] = TOPICS.flatMap((topic) =>
  [null, 1].flatMap((companyId) =>
    [null, 7].flatMap((orgId) => [null, 30].map((applicationId) => ({ topic, companyId, orgId, applicationId }))),
  ),
).map((row, index) => ({ id: index + 1, ...row }));

const VIEWERS: LiveViewer[] = [
  { kind: 'company', companyId: 1 },
  { kind: 'company', companyId: 2 },
  { kind: 'institution', orgId: 7 },
  { kind: 'institution', orgId: 8 },
  { kind: 'operator' },
  { kind: 'gov' },
];

/** What a viewer takes of the feed's deliveries: those of its audiences, each event once, as the hub does. */
function takenFromFeed(viewer: LiveViewer, rows: PlatformEventRow[]) {
  const audience = audienceOf(viewer);
  let after = 0;
  return deliveriesOf(rows).flatMap(({ audience: to, event }) => {
    if (!audience.includes(to) || event.id <= after) return [];
    after = event.id;
    return [event];
  });
}

describe('the instance feed’s audiences', () => {
  it.each(VIEWERS)('give $kind $companyId$orgId exactly what its own call gives', (viewer) => {
    expect(takenFromFeed(viewer, ROWS)).toEqual(eventsFor(viewer, ROWS));
    for (const row of ROWS) expect(takenFromFeed(viewer, [row])).toEqual(eventsFor(viewer, [row]));
  });
});
