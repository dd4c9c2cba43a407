import { GatewayCode } from '@sme/contract/codes';
import {
  DEVELOPMENT_LIVE_FEED_SECRET,
  LIVE_FEED_SECRET_HEADER,
  type LiveEventsRecord,
  type LiveFeedRecord,
} from '@sme/contract/routes/live-events';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveEventRetentionJob } from '#features/live-events/jobs/event-retention-job.ts';
import { readLiveEventSettings } from '#features/live-events/settings.ts';
import { ensureScheduled, runIfDue } from '#features/workbench/jobs/job-schedule.ts';
import { accountsForFile, freshIp, get } from './accounts-support.ts';
import {
  applyOk,
  type Company,
  certifiedCompany,
  driveTo,
  productOfOneInstitutionAndAnother,
} from './applications-support.ts';
import { staffGet, staffLogin, staffLoginAt } from './staff-support.ts';

/** Issue 22, slice live: the outbox of platform events and the long-poll call over it. */

const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
let company: Company;
let other: Company;
let productId: number;
let staff: string;
let otherOrgStaff: string;
let gov: string;

beforeAll(async () => {
  company = await certifiedCompany(h);
  other = await certifiedCompany(h);
  const chosen = await productOfOneInstitutionAndAnother(h);
  productId = chosen.productId;
  staff = await staffLoginAt(h, chosen.orgId, 'org_staff');
  otherOrgStaff = await staffLoginAt(h, chosen.otherOrgId, 'org_staff');
  gov = await staffLogin(h, 'gov');
});

async function enterpriseEvents(who: Company, query = '') {
  const answer = (await get(h.app, `/loan/pc/live/events${query}`, freshIp(), who.token)).body;
  expect(answer.code, answer.msg).toBe(0);
  return answer.data as LiveEventsRecord;
}
async function staffEvents(token: string, query = '') {
  const answer = await staffGet<LiveEventsRecord>(h, `/loan/org/live/events${query}`, token);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}
const cursorOf = async (who: Company) => (await enterpriseEvents(who)).cursor;

describe('the outbox', () => {
  it('records a submission and each status move for the company and the institution, in the move’s transaction', async () => {
    const from = await cursorOf(company);
    const id = await applyOk(h, company, productId);
    await driveTo(h, id, [11]);
    const mine = await enterpriseEvents(company, `?after=${from}&wait=0`);
    expect(mine.events.filter((e) => e.applicationId === id).map((e) => e.topic)).toEqual([
      'application.new',
      'application.status',
      'message.new',
    ]);
    expect(mine.cursor).toBeGreaterThan(from);
    const theirs = await staffEvents(staff, `?after=${from}&wait=0`);
    expect(theirs.events.some((e) => e.applicationId === id && e.topic === 'application.status')).toBe(true);
  });

  it('records nothing for a move that is rolled back', async () => {
    const from = await cursorOf(company);
    await expect(
      h.database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('enterprise_message')
          .values({ company_id: company.companyId, title: 't', body: 'b', created_at: new Date() })
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await enterpriseEvents(company, `?after=${from}&wait=0`)).events).toEqual([]);
  });
});

describe('who hears what', () => {
  it('tells another company and another institution nothing, and the government viewer only that totals moved', async () => {
    const from = await cursorOf(company);
    const id = await applyOk(h, company, productId);
    expect((await enterpriseEvents(other, `?after=${from}&wait=0`)).events).toEqual([]);
    const otherOrg = await staffEvents(otherOrgStaff, `?after=${from}&wait=0`);
    expect(otherOrg.events.filter((e) => e.applicationId === id)).toEqual([]);
    const dashboard = await staffEvents(gov, `?after=${from}&wait=0`);
    expect(dashboard.events).toEqual([{ id: expect.any(Number), topic: 'dashboard.changed', applicationId: null }]);
  });

  it('refuses a caller without a session', async () => {
    const answer = (await get(h.app, '/loan/pc/live/events', freshIp())).body;
    expect(answer.code).not.toBe(0);
    expect((await staffGet(h, '/loan/org/live/events')).code).not.toBe(0);
  });
});

describe('the long poll', () => {
  it('holds while nothing happens and answers as soon as a move commits', async () => {
    const id = await applyOk(h, company, productId);
    const from = await cursorOf(company);
    const started = Date.now();
    const held = enterpriseEvents(company, `?after=${from}&wait=10`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await driveTo(h, id, [11]);
    const answer = await held;
    expect(answer.events.map((e) => [e.topic, e.applicationId])).toContainEqual(['application.status', id]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers empty at the end of its hold', async () => {
    const from = await cursorOf(other);
    const answer = await enterpriseEvents(other, `?after=${from}&wait=1`);
    expect(answer.events).toEqual([]);
  });
});

describe('the instance feed (one per graph instance)', () => {
  const feed = (query: string, secret?: string) => {
    const call = get(h.app, `/loan/live/feed${query}`, freshIp());
    return secret === undefined ? call : call.set(LIVE_FEED_SECRET_HEADER, secret);
  };

  it('refuses a call without the secret or with another, whatever session it carries', async () => {
    for (const answer of [
      await feed('?after=0&wait=0'),
      await feed('?after=0&wait=0', 'not-the-secret'),
      await get(h.app, '/loan/live/feed?after=0&wait=0', freshIp(), company.token),
    ]) {
      expect([answer.status, answer.body.code, answer.body.data]).toEqual([403, GatewayCode.SERVICE_REFUSED, null]);
    }
  });

  it('names the audiences each session belongs to when it starts, and delivers each move to them as their own calls would', async () => {
    const started = await enterpriseEvents(company);
    expect(started.audience).toEqual([`company:${company.companyId}`]);
    expect((await staffEvents(gov)).audience).toEqual(['gov']);
    const institution = (await staffEvents(staff)).audience ?? [];
    expect(institution).toHaveLength(2);
    expect(institution).toContain('institutions');

    const from = (await feed('', DEVELOPMENT_LIVE_FEED_SECRET)).body.data as LiveFeedRecord;
    expect(from.deliveries).toEqual([]);
    const id = await applyOk(h, company, productId);
    const answer = (await feed(`?after=${from.cursor}&wait=5`, DEVELOPMENT_LIVE_FEED_SECRET)).body;
    expect(answer.code, answer.msg).toBe(0);
    const { deliveries } = answer.data as LiveFeedRecord;
    const audiencesOf = (topic: string) =>
      deliveries.filter((d) => d.event.applicationId === id && d.event.topic === topic).map((d) => d.audience);
    expect(audiencesOf('application.new')).toEqual(
      expect.arrayContaining([`company:${company.companyId}`, 'operator', institution[0]]),
    );
    expect(deliveries.filter((d) => d.audience === 'gov').map((d) => d.event)).toEqual([
      { id: expect.any(Number), topic: 'dashboard.changed', applicationId: null },
    ]);
    const theirOwn = await enterpriseEvents(company, `?after=${from.cursor}&wait=0`);
    const forCompany = deliveries.filter((d) => d.audience === `company:${company.companyId}`).map((d) => d.event);
    expect(forCompany).toEqual(theirOwn.events);
  });

  it('is refused in production without LIVE_FEED_SECRET, even with the development value', async () => {
    expect(readLiveEventSettings({}, true).feedSecret).toBeNull();
    expect(readLiveEventSettings({ LIVE_FEED_SECRET: ' s3cret ' }, true).feedSecret).toBe('s3cret');
    expect(readLiveEventSettings({}, false).feedSecret).toBe(DEVELOPMENT_LIVE_FEED_SECRET);
  });
});

// Issue 22, slice live-pages.
describe('the retention of live events', () => {
  it('the daily job deletes only the events older than LIVE_EVENT_RETENTION_HOURS, once however many ask', async () => {
    const db = h.database.db;
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);
    const [old, recent] = await db
      .insertInto('platform_event')
      .values([
        { topic: 'message.new', company_id: company.companyId, created_at: hoursAgo(73) },
        { topic: 'message.new', company_id: company.companyId, created_at: hoursAgo(71) },
      ])
      .returning('id')
      .execute();
    const job = liveEventRetentionJob({ retentionHours: 72, feedSecret: null });
    await ensureScheduled(db, job, now);
    expect(await runIfDue(db, job, now, 'test')).toBeGreaterThanOrEqual(1);
    expect(await runIfDue(db, job, now, 'test')).toBeNull();
    const left = await db
      .selectFrom('platform_event')
      .select('id')
      .where('id', 'in', [old?.id, recent?.id].map(Number))
      .execute();
    expect(left.map((row) => Number(row.id))).toEqual([Number(recent?.id)]);
    expect(await db.selectFrom('platform_event').select('id').where('created_at', '<', hoursAgo(72)).execute()).toEqual(
      [],
    );
  });
});
