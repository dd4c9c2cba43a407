import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleDestination, createLogger, useLogger } from '#http/logger.ts';
import {
  type AccountsHarness,
  freshIp,
  get,
  latestCode,
  post,
  register,
  sendCode,
  solveCaptcha,
  startAccounts,
  wire,
} from './accounts-support.ts';

const lines: string[] = [];
let h: AccountsHarness;

beforeAll(async () => {
  // The app takes the log in force when it is made: a recording one, at info so that every request shows.
  useLogger(createLogger('info', { write: (line: string) => void lines.push(line) }));
  h = await startAccounts();
});
afterAll(async () => {
  useLogger(createLogger('warn', consoleDestination()));
  await h.close();
});

function requestLines(): Array<Record<string, unknown>> {
  return lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
}

describe('request log lines', () => {
  it('writes one line per request with the request id, method, route pattern, status, duration and the caller', async () => {
    const ip = freshIp();
    const { token } = await register(h.app, ip);
    const requestId = crypto.randomUUID();
    const answer = await post(h.app, '/user/user/userInfo', ip, token).set('X-Request-Id', requestId);
    expect(answer.body.code).toBe(0);
    expect(answer.headers['x-request-id']).toBe(requestId);
    const line = requestLines().find((entry) => entry.requestId === requestId);
    expect(line).toMatchObject({
      level: 'info',
      service: 'gateway',
      method: 'POST',
      route: '/api/user/user/userInfo',
      status: 200,
      userId: expect.any(Number),
      companyId: null,
    });
    expect(line?.durationMs).toEqual(expect.any(Number));
  });

  it('logs the pattern of a route with a parameter, never the filled path', async () => {
    const answer = await post(h.app, '/auth/login92/code/secret-login-code-123', freshIp());
    expect(answer.body.code).not.toBe(0);
    const id = answer.headers['x-request-id'];
    expect(requestLines().find((entry) => entry.requestId === id)).toMatchObject({
      route: '/api/auth/login92/code/:code',
    });
    expect(lines.join('\n')).not.toContain('secret-login-code-123');
  });

  it('replaces a request id that is not a UUID with one of its own', async () => {
    const answer = await get(h.app, '/zzzttt/pic/swipe/get', freshIp()).set('X-Request-Id', 'forged-line');
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines().some((entry) => entry.requestId === id)).toBe(true);
  });

  it('never writes tokens, passwords, SMS codes, captcha answers, ID numbers or mobiles in clear', async () => {
    const ip = freshIp();
    const password = 'Secr3tPassw0rd';
    const { mobile, token } = await register(h.app, ip, password);
    h.clock.advance(61_000);
    expect((await sendCode(h.app, mobile, 'LOGIN', ip)).code).toBe(0);
    const smsCode = await latestCode(h.app, mobile);
    const captcha = await solveCaptcha(h.app, ip);
    const idNumber = '440106198503124567';
    await post(h.app, '/user/user/login', ip).send({
      phone: mobile,
      password: wire(password),
      token: captcha,
      type: 1,
    });
    await post(h.app, '/user/identify/v1/legal_person/confirm', ip, token)
      .set('Cookie', `PC-Front-Token=${token}`)
      .set('X-Staff-Token', token)
      .send({ name: '王建国', idNumber, faceConsent: true, mobile, code: smsCode });
    await request(h.app).get(`/api/__dev/sms?mobile=${mobile}&code=${smsCode}`).set('Authorization', `Bearer ${token}`);
    // A line of the service code carrying the same values by their field names, one level deep too.
    useLoggerWrite({ mobile, password, token, smsCode, captcha: { answer: captcha }, person: { idNumber } });

    const written = lines.join('\n');
    expect(requestLines().length).toBeGreaterThan(8);
    for (const secret of [mobile, password, wire(password), token, smsCode, captcha, idNumber]) {
      expect(written).not.toContain(secret);
    }
  });
});

function useLoggerWrite(detail: Record<string, unknown>): void {
  const log = createLogger('info', { write: (line: string) => void lines.push(line) });
  log.warn({ at: 'test', ...detail });
}
