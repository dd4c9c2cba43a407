import { describe, expect, it } from 'vitest';
import { IMAGE_HEIGHT, IMAGE_WIDTH, PIECE_WIDTH } from '#features/accounts/domain/captcha/jigsaw.ts';
import {
  accountsForFile,
  freshIp,
  get,
  MINUTE,
  post,
  sendCodeToNewMobile,
  solveCaptcha,
  startAccounts,
} from './accounts-support.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngOf(dataUrl: string): { width: number; height: number; bytes: Buffer } {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  const bytes = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bytes };
}

const h = accountsForFile();

async function draw(ip: string) {
  const answer = await get(h.app, '/zzzttt/pic/swipe/get', ip);
  expect(answer.body.code).toBe(0);
  return answer.body.data as { shadeImage: string; cutoutImage: string; y: number; key: string };
}

async function answerOf(key: string): Promise<number> {
  const answer = await get(h.app, `/__dev/captcha/${key}`, '127.0.0.1');
  expect(answer.body.code).toBe(0);
  return answer.body.data.x;
}

function check(ip: string, body: Record<string, unknown>) {
  return post(h.app, '/zzzttt/pic/swipe/check', ip).send(body);
}

describe('GET /zzzttt/pic/swipe/get', () => {
  it('answers real PNG pictures 255 px wide: the shaded background and the piece, with y and key but never x', async () => {
    const data = await draw(freshIp());
    expect(Object.keys(data).sort()).toEqual(['cutoutImage', 'key', 'shadeImage', 'y']);
    const shade = pngOf(data.shadeImage);
    expect([shade.width, shade.height]).toEqual([IMAGE_WIDTH, IMAGE_HEIGHT]);
    expect(IMAGE_WIDTH).toBe(255);
    const cutout = pngOf(data.cutoutImage);
    expect([cutout.width, cutout.height]).toEqual([PIECE_WIDTH, IMAGE_HEIGHT]);
    expect(Number.isInteger(data.y)).toBe(true);
    expect(data.y).toBeGreaterThanOrEqual(0);
    expect(data.y).toBeLessThan(IMAGE_HEIGHT);
    expect(shade.bytes.length).toBeGreaterThan(5_000);
  });

  it('draws a new picture with a new key every time', async () => {
    const ip = freshIp();
    const first = await draw(ip);
    const second = await draw(ip);
    expect(second.key).not.toBe(first.key);
    expect(second.shadeImage).not.toBe(first.shadeImage);
    expect(second.cutoutImage).not.toBe(first.cutoutImage);
  });

  it('answers -3000 after 60 pictures from one address within 10 minutes, and draws again later', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await get(h.app, '/zzzttt/pic/swipe/get', ip)).body.code).toBe(0);
    const refused = await get(h.app, '/zzzttt/pic/swipe/get', ip);
    expect(refused.body).toEqual({ code: -3000, msg: '操作频繁，请稍后重试！', data: null });
    expect((await get(h.app, '/zzzttt/pic/swipe/get', freshIp())).body.code).toBe(0);
    h.clock.advance(10 * MINUTE + 1000);
    expect((await get(h.app, '/zzzttt/pic/swipe/get', ip)).body.code).toBe(0);
  });
});

describe('POST /zzzttt/pic/swipe/check', () => {
  it('accepts the right x (within 2 px) and answers a one-time token', async () => {
    const ip = freshIp();
    const puzzle = await draw(ip);
    const x = await answerOf(puzzle.key);
    const answer = await check(ip, { x: x + 2, y: puzzle.y, key: puzzle.key });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the slider value as numeric text and with decimals', async () => {
    const ip = freshIp();
    const puzzle = await draw(ip);
    const x = await answerOf(puzzle.key);
    const answer = await check(ip, { x: `${x - 1.5}`, y: String(puzzle.y), key: puzzle.key });
    expect(answer.body.code).toBe(0);
  });

  it('refuses a wrong x and kills the key: the right x afterwards fails too', async () => {
    const ip = freshIp();
    const puzzle = await draw(ip);
    const x = await answerOf(puzzle.key);
    const wrong = await check(ip, { x: x > 120 ? x - 30 : x + 30, y: puzzle.y, key: puzzle.key });
    expect(wrong.body).toEqual({ code: -3002, msg: '验证失败，请重新拖动滑块', data: null });
    const late = await check(ip, { x, y: puzzle.y, key: puzzle.key });
    expect(late.body).toMatchObject({ code: -3002, data: null });
  });

  it('refuses x just outside the tolerance', async () => {
    const ip = freshIp();
    const puzzle = await draw(ip);
    const x = await answerOf(puzzle.key);
    expect((await check(ip, { x: x + 2.5, y: puzzle.y, key: puzzle.key })).body.code).toBe(-3002);
  });

  it('a puzzle is solved only from the address that drew it', async () => {
    const puzzle = await draw(freshIp());
    const x = await answerOf(puzzle.key);
    const elsewhere = await check(freshIp(), { x, y: puzzle.y, key: puzzle.key });
    expect(elsewhere.body).toEqual({ code: -3002, msg: '验证码已失效，请刷新后重试', data: null });
  });

  it('refuses a y other than the puzzle’s', async () => {
    const ip = freshIp();
    const puzzle = await draw(ip);
    const x = await answerOf(puzzle.key);
    expect((await check(ip, { x, y: (puzzle.y + 7) % 100, key: puzzle.key })).body.code).toBe(-3002);
  });

  it('a solved key cannot be solved again', async () => {
    const ip = freshIp();
    const puzzle = await draw(ip);
    const x = await answerOf(puzzle.key);
    expect((await check(ip, { x, y: puzzle.y, key: puzzle.key })).body.code).toBe(0);
    expect((await check(ip, { x, y: puzzle.y, key: puzzle.key })).body.code).toBe(-3002);
  });

  it('answers -3000 for a key tried more than 3 times', async () => {
    const ip = freshIp();
    const puzzle = await draw(ip);
    const x = await answerOf(puzzle.key);
    for (let i = 0; i < 3; i++) expect((await check(ip, { x: 0, y: puzzle.y, key: puzzle.key })).body.code).toBe(-3002);
    const refused = await check(ip, { x, y: puzzle.y, key: puzzle.key });
    expect(refused.body).toEqual({ code: -3000, msg: '操作频繁，请稍后重试！', data: null });
  });

  it('answers -3000 after 30 checks from one address within 10 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await check(ip, { x: 100, y: 10, key: `unknown${i}` })).body.code).toBe(-3002);
    }
    const puzzle = await draw(ip);
    const x = await answerOf(puzzle.key);
    expect((await check(ip, { x, y: puzzle.y, key: puzzle.key })).body.code).toBe(-3000);
    // Other addresses are not affected, and the address may try again once the window has passed.
    const other = freshIp();
    const theirs = await draw(other);
    expect((await check(other, { x: await answerOf(theirs.key), y: theirs.y, key: theirs.key })).body.code).toBe(0);
    h.clock.advance(10 * MINUTE + 1000);
    expect((await check(ip, { x: 100, y: 10, key: 'unknown-again' })).body.code).toBe(-3002);
  });

  it('refuses a puzzle older than 3 minutes', async () => {
    const ip = freshIp();
    const puzzle = await draw(ip);
    const x = await answerOf(puzzle.key);
    h.clock.advance(3 * MINUTE + 1000);
    const answer = await check(ip, { x, y: puzzle.y, key: puzzle.key });
    expect(answer.body).toEqual({ code: -3002, msg: '验证码已失效，请刷新后重试', data: null });
  });

  it.each([
    [{ y: 10, key: 'abc' }, '请拖动滑块完成验证'],
    [{ x: 'left', y: 10, key: 'abc' }, '请拖动滑块完成验证'],
    [{ x: 1e9, y: 10, key: 'abc' }, '滑块位置不正确'],
    [{ x: -1, y: 10, key: 'abc' }, '滑块位置不正确'],
    [{ x: 10, key: 'abc' }, '验证参数不完整'],
    [{ x: 10, y: 1.5, key: 'abc' }, '验证参数不正确'],
    [{ x: 10, y: 10 }, '验证参数不完整'],
    [{ x: 10, y: 10, key: "' OR 1=1 --" }, '验证码已失效，请刷新后重试'],
    [{ x: 10, y: 10, key: 'k'.repeat(100_000) }, '验证码已失效，请刷新后重试'],
    [{ x: [10], y: { $gt: 0 }, key: ['a'] }, '请拖动滑块完成验证'],
  ])('validates %j', async (body, msg) => {
    const answer = await check(freshIp(), body);
    expect(answer.body).toEqual({ code: -1000, msg, data: null });
  });
});

describe('captcha tokens', () => {
  it('are used up by one SMS send: a replayed token is refused', async () => {
    const ip = freshIp();
    const token = await solveCaptcha(h.app, ip);
    const first = await sendCodeToNewMobile(h.app, ip, token, 'REGISTER');
    expect(first.body.code).toBe(0);
    const replay = await sendCodeToNewMobile(h.app, ip, token, 'REGISTER');
    expect(replay.body).toEqual({ code: -3003, msg: '图形验证已失效，请重新验证', data: null });
  });

  it('are used up even when the send fails (one token probes one mobile only)', async () => {
    const ip = freshIp();
    const token = await solveCaptcha(h.app, ip);
    const unknown = await sendCodeToNewMobile(h.app, ip, token, 'LOGIN');
    expect(unknown.body.code).toBe(-4009);
    const replay = await sendCodeToNewMobile(h.app, ip, token, 'REGISTER');
    expect(replay.body.code).toBe(-3003);
  });

  it('expire after 2 minutes', async () => {
    const ip = freshIp();
    const token = await solveCaptcha(h.app, ip);
    h.clock.advance(2 * MINUTE + 1000);
    const late = await sendCodeToNewMobile(h.app, ip, token, 'REGISTER');
    expect(late.body.code).toBe(-3003);
  });

  it('are used up by one password login', async () => {
    const ip = freshIp();
    const token = await solveCaptcha(h.app, ip);
    const body = { phone: '13800000001', password: 'f'.repeat(64), token, type: 1 };
    expect((await post(h.app, '/user/user/login', ip).send(body)).body.code).toBe(-4001);
    expect((await post(h.app, '/user/user/login', ip).send(body)).body.code).toBe(-3003);
  });

  it('are bound to the address that solved the puzzle', async () => {
    const token = await solveCaptcha(h.app, freshIp());
    const elsewhere = await sendCodeToNewMobile(h.app, freshIp(), token, 'REGISTER');
    expect(elsewhere.body).toEqual({ code: -3003, msg: '图形验证已失效，请重新验证', data: null });
  });

  it('an invented token is refused', async () => {
    const ip = freshIp();
    const token = 'A'.repeat(43);
    const answer = await sendCodeToNewMobile(h.app, ip, token, 'REGISTER');
    expect(answer.body.code).toBe(-3003);
  });
});

describe('development helpers', () => {
  it('are absent in production', async () => {
    const production = await startAccounts({ production: true });
    try {
      const puzzle = await get(production.app, '/zzzttt/pic/swipe/get', freshIp());
      expect(puzzle.body.code).toBe(0);
      const captcha = await get(production.app, `/__dev/captcha/${puzzle.body.data.key}`, freshIp());
      expect(captcha.status).toBe(404);
      expect(captcha.body).toEqual({ code: -1004, msg: '接口不存在', data: null });
      const sms = await get(production.app, '/__dev/sms?mobile=13800000001', freshIp());
      expect(sms.status).toBe(404);
      expect(JSON.stringify(puzzle.body)).not.toMatch(/"x"/);
    } finally {
      await production.close();
    }
  });

  it('answers -1404 for an unknown key', async () => {
    const answer = await get(h.app, '/__dev/captcha/nope', freshIp());
    expect(answer.body.code).toBe(-1404);
  });
});
