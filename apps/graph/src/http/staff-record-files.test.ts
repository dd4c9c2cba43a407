import { Readable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Logger } from '#logger.ts';
import { FILE_NOT_FOUND_TEXT } from './file-routes.ts';
import { STAFF_COOKIE } from './staff-cookie.ts';
import { recordIdOf, staffRecordFileRouter } from './staff-record-files.ts';

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const TOKEN = 'a'.repeat(43);
const PATH = `f/202601/${'0'.repeat(32)}.pdf`;

describe('recordIdOf', () => {
  it('reads the ids the gateway can have (1 to 2,147,483,647) and nothing else', () => {
    expect(recordIdOf('1')).toBe(1);
    expect(recordIdOf('2147483647')).toBe(2_147_483_647);
    for (const text of ['', '0', '01', '-1', '1.5', '2147483648', '12345678901', 'abc']) {
      expect(recordIdOf(text)).toBeNull();
    }
  });
});

describe('staffRecordFileRouter', () => {
  const asked: { id: number; path: string }[] = [];
  const app = express().use(
    staffRecordFileRouter('record-files', quiet, async (file, staffToken) => {
      asked.push(file);
      return staffToken === TOKEN
        ? { headers: { 'content-type': 'application/pdf' }, body: Readable.from(['%PDF']) }
        : null;
    }),
  );
  const get = (address: string, cookie = `${STAFF_COOKIE}=${TOKEN}`) => request(app).get(address).set('Cookie', cookie);

  it("serves the record's file to a staff session", async () => {
    const answer = await get(`/record-files/7/${PATH}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store, no-transform');
    expect(asked).toEqual([{ id: 7, path: PATH }]);
  });

  it('answers a malformed id or path, or no staff session, as a file that does not exist, without asking', async () => {
    asked.length = 0;
    for (const answer of [
      await get(`/record-files/0/${PATH}`),
      await get(`/record-files/2147483648/${PATH}`),
      await get('/record-files/7/f/202601/x.pdf'),
      await get(`/record-files/7/${PATH}`, 'PC-Front-Token=x'),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.text).toBe(FILE_NOT_FOUND_TEXT);
    }
    expect(asked).toEqual([]);
  });
});
