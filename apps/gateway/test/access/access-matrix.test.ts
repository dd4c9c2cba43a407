import { GatewayCode } from '@sme/contract/codes';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp, gatewayCalls } from '#app.ts';
import { ACTOR_CLASSES, type ActorClass, type AnswerKind } from '../../../../tests/support/actor-classes.ts';
import { freshIp } from '../accounts-support.ts';
import { testDeps } from '../test-deps.ts';
import { SAMPLES, type Sample } from './access-samples.ts';
import { ACCESS_TABLE, type AccessRow } from './access-table.ts';
import { type AccessWorld, buildAccessWorld } from './access-world.ts';
import { KNOWN_GAPS } from './known-gaps.ts';

/**
 * The access matrix (docs/access-matrix.md): every REST call of the app as every actor class, each answer checked
 * against access-table.ts. Refused classes go first and must leave the business tables as they were; the admitted
 * ones follow (their state-changing calls on throwaway resources), and the calls that end sessions run last.
 */

let w: AccessWorld;

beforeAll(async () => {
  w = await buildAccessWorld();
}, 120_000);

afterAll(async () => {
  await w?.h.close();
});

const isDev = (row: AccessRow) => Object.values(row.answers).every((kind) => kind === 'dev');
const endsSessions = (row: AccessRow) => /logout/.test(row.call);
/** What a class gets today: the table's answer, or a known gap's (a kind, or an envelope code no kind names). */
const wantedOf = (row: AccessRow, actor: ActorClass): AnswerKind | number =>
  KNOWN_GAPS.find((gap) => gap.call === row.call && gap.actor === actor)?.today ?? row.answers[actor];
/** Classes whose answer must leave the business tables as they were: every one but those let through. */
const changesNothing = (kind: AnswerKind | number) => kind !== 'ok' && kind !== 'dev';

describe('the access table', () => {
  it('has one row for every call of the app, and none for a call it does not have', () => {
    const calls = new Set(gatewayCalls(w.h.app));
    const rows = ACCESS_TABLE.map((row) => row.call);
    expect(
      rows.filter((call) => !calls.has(call)),
      'rows of calls the app does not have',
    ).toEqual([]);
    expect(
      [...calls].filter((call) => !rows.includes(call)),
      'calls without a row (add one)',
    ).toEqual([]);
    expect(rows.length, 'one row per call').toBe(new Set(rows).size);
    const samples = Object.keys(SAMPLES).filter((call) => !rows.includes(call));
    expect(samples, 'samples of calls without a row').toEqual([]);
  });

  it('leaves the development helpers out of production', async () => {
    const production = createGatewayApp(testDeps(w.h.database, { production: true }));
    const calls = gatewayCalls(production);
    for (const row of ACCESS_TABLE.filter(isDev)) {
      expect(calls, row.call).not.toContain(row.call);
      const answer = await send(production, row, 'visitor', {});
      expect(answer.code, row.call).toBe(GatewayCode.NOT_FOUND);
    }
  });
});

describe('every call as every class', () => {
  const ordered = [...ACCESS_TABLE].sort((a, b) => Number(endsSessions(a)) - Number(endsSessions(b)));
  it.each(ordered.map((row) => [row.call, row] as const))('%s', async (_call, row) => {
    const failures: string[] = [];
    const refused = ACTOR_CLASSES.filter((actor) => changesNothing(wantedOf(row, actor)));
    const before = refused.length > 0 ? await w.fingerprint() : '';
    // The refused classes first, all against the world's own resources; then those let through.
    for (const actor of [...refused, ...ACTOR_CLASSES.filter((actor) => !refused.includes(actor))]) {
      const wanted = wantedOf(row, actor);
      const sample: Sample = (await SAMPLES[row.call]?.(w, actor, wanted === 'ok' ? 'ok' : row.answers[actor])) ?? {};
      const answer = await send(w.h.app, row, actor, sample);
      const gap = KNOWN_GAPS.find((entry) => entry.call === row.call && entry.actor === actor);
      const problem =
        typeof wanted === 'number'
          ? answer.code === wanted
            ? undefined
            : `wanted ${wanted}, got ${answer.code} ${answer.text.slice(0, 160)}`
          : mismatch(wanted, answer, sample);
      if (problem)
        failures.push(`${actor}: ${gap ? `known gap, now ${problem} (remove it from KNOWN_GAPS)` : problem}`);
      if (actor === refused.at(-1) && (await w.fingerprint()) !== before) {
        failures.push(`the business tables changed under refused classes (${refused.join(', ')})`);
      }
    }
    expect(failures, row.call).toEqual([]);
  });
});

interface Answer {
  status: number;
  code: number;
  data: unknown;
  text: string;
}

async function send(app: Parameters<typeof request>[0], row: AccessRow, actor: ActorClass, sample: Sample) {
  const [method, declared] = row.call.split(' ') as ['GET' | 'POST', string];
  const path = `/api${sample.path ?? declared}`;
  let call = method === 'GET' ? request(app).get(path) : request(app).post(path);
  call = call.set('X-Forwarded-For', freshIp());
  // Development helpers are tools, not access-controlled calls: they are sent without any session.
  const headers = isDev(row) ? {} : { ...w.headers[actor] };
  if (row.call.startsWith('POST /gw92/') && headers.Authorization) {
    headers.GW92 = headers.Authorization;
    delete headers.Authorization;
  }
  for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
  let response: request.Response;
  if (sample.file) response = await call.attach('file', sample.file.bytes, sample.file.name);
  else if (sample.text !== undefined) response = await call.set('Content-Type', 'text/plain').send(sample.text);
  else if (sample.form) response = await call.type('form').send(sample.body ?? {});
  else if (method === 'POST') response = await call.send(sample.body ?? {});
  else response = await call;
  const json = response.type === 'application/json' ? (response.body as { code: number; data: unknown }) : null;
  return {
    status: response.status,
    // A file or an image is answered as itself: a 200 without an envelope is a success.
    code: json ? json.code : response.status === 200 ? 0 : -response.status,
    data: json?.data,
    text: json ? JSON.stringify(json) : '',
  } satisfies Answer;
}

/** Why an answer is not of the kind wanted (undefined when it is). */
function mismatch(kind: AnswerKind, answer: Answer, sample: Sample): string | undefined {
  const got = `got ${answer.code} ${answer.text.slice(0, 160)}`;
  switch (kind) {
    case 'ok':
      return answer.code === (sample.admitted ?? 0) ? undefined : `wanted ok (${sample.admitted ?? 0}), ${got}`;
    case 'empty':
      return answer.code === 0 && isEmpty(answer.data) ? undefined : `wanted empty, ${got}`;
    case 'login':
    case 'staffLogin':
      return answer.code === GatewayCode.SESSION_ENDED && answer.status === 403 ? undefined : `wanted ${kind}, ${got}`;
    case 'certify':
      return answer.code === GatewayCode.CERTIFICATION_REQUIRED ? undefined : `wanted certify, ${got}`;
    case 'face':
      return answer.code === GatewayCode.FACE_CHECK_REQUIRED ? undefined : `wanted face, ${got}`;
    case 'role':
      return answer.code === GatewayCode.ROLE_REFUSED ? undefined : `wanted role, ${got}`;
    case 'notFound':
      return sample.notFound !== undefined && answer.code === sample.notFound
        ? undefined
        : `wanted notFound (${sample.notFound ?? 'no notFound code in the sample'}), ${got}`;
    case 'service':
      return answer.code === GatewayCode.SERVICE_REFUSED && answer.status === 403
        ? undefined
        : `wanted service, ${got}`;
    case 'dev':
      return answer.code === GatewayCode.NOT_FOUND || answer.code === GatewayCode.METHOD_NOT_ALLOWED
        ? `wanted the development helper, ${got}`
        : undefined;
  }
}

/**
 * Nothing of any company's business: null, zero, false, "", an empty list, or a page or object of only those (the
 * session's own company may be named by its id and name: an uncertified member learns only that).
 */
function isEmpty(data: unknown): boolean {
  if (data === null || data === undefined || data === 0 || data === false || data === '') return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data !== 'object') return false;
  return Object.entries(data).every(([key, value]) =>
    ['current', 'size', 'pages', 'page', 'pageSize', 'pageNum', 'companyId', 'companyName'].includes(key)
      ? true
      : isEmpty(value),
  );
}
