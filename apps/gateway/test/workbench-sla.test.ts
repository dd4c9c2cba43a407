import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { workingDaysBefore } from '#features/workbench/domain/working-days.ts';
import { responseTimeRows } from '#features/workbench/stores/sla-store.ts';
import { createEmptyDatabase } from './test-database.ts';
import { beijing, insertNeedWithTimeline, insertParty } from './timeline-support.ts';

/** The response-time figures on known applications: medians, p90, shares, weekends not counted. */

let database: Database;
let orgId: number;
const NOW = new Date('2026-03-06T12:00:00+08:00'); // a Friday, Beijing
const at = beijing;

beforeAll(async () => {
  database = await createEmptyDatabase();
  const db = database.db;
  const party = await insertParty(db, '0999');
  orgId = party.orgId;
  /** An application submitted at `start` with its moves (status, time). */
  const application = (start: string, moves: Array<[number, string]>) =>
    insertNeedWithTimeline(db, party, start, moves);
  // A: Monday 10:00, viewed after 2 h, accepted after 24 h, credit after 48 h: within both targets.
  await application('2026-03-02T10:00:00', [
    [11, '2026-03-02T12:00:00'],
    [4, '2026-03-03T10:00:00'],
    [6, '2026-03-04T10:00:00'],
  ]);
  // B: Thursday 10:00, viewed Monday 09:00 (95 h; due Friday 10:00: late), no decision (due Tuesday 10:00: late).
  await application('2026-02-26T10:00:00', [[11, '2026-03-02T09:00:00']]);
  // C: Friday 18:00, viewed Monday 17:00 (71 h; the weekend does not count: due Monday 18:00), credit failed
  // Wednesday 17:00 (119 h; due Wednesday 18:00): within both.
  await application('2026-02-27T18:00:00', [
    [11, '2026-03-02T17:00:00'],
    [4, '2026-03-03T09:00:00'], // accepted after 87 h
    [7, '2026-03-04T17:00:00'],
  ]);
  // D: an hour ago, not viewed: not due yet.
  await application('2026-03-06T11:00:00', []);
}, 60_000);
afterAll(() => database.close());

describe('response times', () => {
  it('computes median, p90 and the share within target from the events, in working days', async () => {
    const rows = await responseTimeRows(database.db, {
      orgId,
      since: new Date('2026-02-01T00:00:00Z'),
      now: NOW,
      viewTargetDays: 1,
      decideTargetDays: 3,
    });
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(Number(row?.applications)).toBe(4);
    expect(Number(row?.view_reached)).toBe(3);
    expect(Number(row?.view_median)).toBeCloseTo(71, 5);
    expect(Number(row?.view_p90)).toBeCloseTo(71 + 0.8 * 24, 5);
    expect([Number(row?.view_within), Number(row?.view_due)]).toEqual([2, 3]);
    expect(Number(row?.accept_reached)).toBe(2);
    expect(Number(row?.accept_median)).toBeCloseTo((24 + 87) / 2, 5);
    expect(Number(row?.decide_reached)).toBe(2);
    expect(Number(row?.decide_median)).toBeCloseTo((48 + 119) / 2, 5);
    expect([Number(row?.decide_within), Number(row?.decide_due)]).toEqual([2, 3]);
  });

  it('counts only the window asked for and the institution asked for', async () => {
    const recent = await responseTimeRows(database.db, {
      orgId: null,
      since: new Date('2026-03-01T00:00:00+08:00'),
      now: NOW,
      viewTargetDays: 1,
      decideTargetDays: 3,
    });
    expect(recent.map((row) => Number(row.applications))).toEqual([2]);
    const other = await responseTimeRows(database.db, {
      orgId: orgId + 1000,
      since: new Date('2026-02-01T00:00:00Z'),
      now: NOW,
      viewTargetDays: 1,
      decideTargetDays: 3,
    });
    expect(other).toEqual([]);
  });

  it('steps back over weekends for the queue’s overdue cutoff', () => {
    // Monday 09:00 minus one working day is the Friday before, 09:00; Friday minus 3 is Tuesday.
    expect(workingDaysBefore(at('2026-03-02T09:00:00'), 1)).toEqual(at('2026-02-27T09:00:00'));
    expect(workingDaysBefore(at('2026-03-06T12:00:00'), 3)).toEqual(at('2026-03-03T12:00:00'));
    expect(workingDaysBefore(at('2026-03-08T12:00:00'), 1)).toEqual(at('2026-03-06T12:00:00'));
  });
});
