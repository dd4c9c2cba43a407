import request from 'supertest';
import { expect } from 'vitest';
import type { AccountsPlatform, Browser } from './accounts-platform.ts';

/** Uploads through the graph's POST /files/upload as `browser`; answers the stored path. */
export async function uploadFile(
  platform: AccountsPlatform,
  browser: Browser,
  bytes: Buffer,
  name: string,
): Promise<string> {
  const response = await request(platform.app)
    .post('/files/upload')
    .set({ 'x-forwarded-for': browser.ip, 'x-upload-request': '1', cookie: browser.cookie ?? '' })
    .attach('file', bytes, name);
  expect(response.status).toBe(200);
  return response.body.path as string;
}
