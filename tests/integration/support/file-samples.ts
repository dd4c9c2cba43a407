import request from 'supertest';
import { expect } from 'vitest';
import type { AccountsPlatform, Browser } from './accounts-platform.ts';

/** A one-page PDF a PDF reader opens (what a scanned, sealed document is to the gateway: a PDF without actions). */
export function samplePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

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
