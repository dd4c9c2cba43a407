import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_CLASSES } from '../../support/actor-classes.ts';
import { answerKind } from './answer-kinds.ts';
import { type AccessWorld, buildAccessWorld } from './fixture-world.ts';
import {
  assertedAnswer,
  GRAPH_ACCESS_TABLE,
  intendedAnswer,
  KNOWN_GAPS,
  SESSION_ENDING_FIELDS,
} from './graph-access-table.ts';
import { contractSchema, operationFor, rootFields } from './graph-operations.ts';
import { GRAPH_SAMPLES, GRAPH_SELECTIONS } from './graph-samples.ts';

/**
 * Every root field of the schema as every actor class, against graph + gateway on one seeded database: the answer
 * must be the table's (graph-access-table.ts; docs/access-matrix.md). One test per field, so a failure names the
 * field, and its message every class that got something else.
 */

const schema = contractSchema();
const FIELDS = rootFields(schema);
const ORDERED = [
  ...FIELDS.filter((field) => !SESSION_ENDING_FIELDS.includes(field)),
  ...SESSION_ENDING_FIELDS.filter((field) => FIELDS.includes(field)),
];

describe('the GraphQL access table', () => {
  it('has a row and a sample call for every root field, and none for a field the schema no longer has', () => {
    expect(Object.keys(GRAPH_ACCESS_TABLE).sort()).toEqual([...FIELDS].sort());
    expect(Object.keys(GRAPH_SAMPLES).sort()).toEqual([...FIELDS].sort());
  });

  it('lists as known gaps only cells where today’s answer differs from the table’s', () => {
    const idle = Object.entries(KNOWN_GAPS).flatMap(([field, cells]) =>
      Object.entries(cells)
        .filter(([actor, answer]) => answer === intendedAnswer(field, actor as (typeof ACTOR_CLASSES)[number]))
        .map(([actor]) => `${field} ${actor}`),
    );
    expect(idle).toEqual([]);
    expect(Object.keys(KNOWN_GAPS).filter((field) => !FIELDS.includes(field))).toEqual([]);
  });
});

type SentBody = ReturnType<AccessWorld['send']>;

describe('every root field as every actor class', () => {
  let world: AccessWorld;
  beforeAll(async () => {
    world = await buildAccessWorld();
  });
  afterAll(() => world?.close());

  for (const field of ORDERED) {
    it(field, async () => {
      const name = field.slice(field.indexOf('.') + 1);
      const sample = GRAPH_SAMPLES[field];
      expect(sample, `no sample call for ${field}`).toBeDefined();
      const wrong: string[] = [];
      // Subscriptions run over WebSocket, as a browser opens them (issue 22, slice live), every class's at once: an
      // accepted one is known only by its silence (SUBSCRIPTION_WAIT_MS), which they then wait out together. A query
      // or mutation is answered before the next class's sample is made, as the table's samples expect.
      const subscription = field.startsWith('Subscription.');
      const asked: { actor: (typeof ACTOR_CLASSES)[number]; expected: string; answer: () => SentBody }[] = [];
      for (const actor of ACTOR_CLASSES) {
        const expected = assertedAnswer(field, actor);
        if (!expected) {
          wrong.push(`${actor}: no cell in the table`);
          continue;
        }
        const variables = await (sample as NonNullable<typeof sample>)(world, expected === 'ok');
        const operation = operationFor(schema, field, variables, GRAPH_SELECTIONS[field]);
        if (subscription) {
          asked.push({ actor, expected, answer: () => world.subscribe(actor, operation, variables, name) });
        } else {
          const sent = world.send(actor, operation, variables);
          await sent;
          asked.push({ actor, expected, answer: () => sent });
        }
      }
      const bodies = await Promise.all(asked.map(({ answer }) => answer()));
      for (const [index, { actor, expected }] of asked.entries()) {
        const gap = KNOWN_GAPS[field]?.[actor] !== undefined;
        const body = bodies[index] as Awaited<SentBody>;
        const actual = answerKind(body, name);
        // `ok` accepts an empty answer; a known gap is today's exact answer.
        const fits = actual === expected || (expected === 'ok' && actual === 'empty' && !gap);
        if (!fits) {
          const said = body.errors?.[0]?.message ?? '';
          wrong.push(`${actor}: expected ${expected}${gap ? ' (known gap)' : ''}, got ${actual} ${said}`.trim());
        }
      }
      expect(wrong, field).toEqual([]);
    });
  }

  it('left the standing application, need, product and file the refused calls named as they were', async () => {
    const { db } = world.platform.database;
    const application = await db
      .selectFrom('loan_application')
      .select(['loan_status'])
      .where('id', '=', Number(world.applicationId))
      .executeTakeFirstOrThrow();
    // Submitted, or viewed by org01 when its staff opened it: never withdrawn or moved on.
    expect([1, 11]).toContain(application.loan_status);
    const need = await db
      .selectFrom('loan_application')
      .select(['claimed_at'])
      .where('id', '=', Number(world.needId))
      .executeTakeFirstOrThrow();
    expect(need.claimed_at).toBeNull();
    const product = await db
      .selectFrom('loan_product')
      .select(['on_shelf', 'product_name'])
      .where('id', '=', Number(world.orgProductId))
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ on_shelf: true, product_name: world.orgProductName });
    const file = await db
      .selectFrom('stored_file')
      .select('deleted_at')
      .where('path', '=', world.ownerFilePath)
      .executeTakeFirstOrThrow();
    expect(file.deleted_at).toBeNull();
  });
});
