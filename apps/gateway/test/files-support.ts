import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type express from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { createGatewayApp } from '#app.ts';
import type { Database } from '#db/database.ts';
import type { GatewayDeps } from '#deps.ts';
import type { AccountSettings } from '#features/accounts/settings.ts';
import { type AccountsHarness, freshIp, HOUR, harnessForFile, register, TestClock } from './accounts-support.ts';
import { readingBytes } from './bytes-support.ts';
import { insertCompany, joinCompany } from './identity-support.ts';
import { createTestDatabase } from './test-database.ts';
import { testDeps } from './test-deps.ts';

/** A gateway with its own database and its own file folder (removed on close). */
export interface FilesHarness extends AccountsHarness {
  deps: GatewayDeps;
  fileDir: string;
}

export async function startFiles(
  options: { maxFileBytes?: number; accounts?: Partial<AccountSettings>; storage?: GatewayDeps['fileStorage'] } = {},
): Promise<FilesHarness> {
  const database: Database = await createTestDatabase();
  const clock = new TestClock();
  const fileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-files-test-'));
  const deps = testDeps(database, {
    clock,
    accounts: { sessionIdleMs: 2 * HOUR, sessionAbsoluteMs: 7 * 24 * HOUR, ...options.accounts },
    files: { dir: fileDir, ...(options.maxFileBytes ? { maxFileBytes: options.maxFileBytes } : {}) },
    ...(options.storage ? { fileStorage: options.storage } : {}),
  });
  const app = createGatewayApp(deps);
  return {
    app,
    database,
    clock,
    deps,
    fileDir,
    close: async () => {
      await database.close();
      fs.rmSync(fileDir, { recursive: true, force: true });
    },
  };
}

/**
 * startFiles for the whole test file with a 2 MB limit, which keeps the files of its tests small
 * (files-limits.test.ts proves the real 20 MB one).
 */
export const smallFilesForFile = () => harnessForFile(() => startFiles({ maxFileBytes: 2 * 1024 * 1024 }));

export interface Member {
  token: string;
  companyId: number | null;
}

/** A new account acting, certified, for a new company (or for `companyId`), or for none. */
export async function member(h: AccountsHarness, companyId?: number | null): Promise<Member> {
  const account = await register(h.app, freshIp());
  if (companyId === null) return { token: account.token, companyId: null };
  const company = companyId ?? (await insertCompany(h.database)).id;
  await joinCompany(h, account.token, company, { certified: true });
  return { token: account.token, companyId: company };
}

/** Uploads one file as the `file` part; answers the envelope. */
export async function upload(app: express.Express, token: string | null, name: string, bytes: Buffer) {
  const call = request(app).post('/api/zzzttt/file/upload').set('X-Forwarded-For', freshIp());
  if (token) call.set('Authorization', `Bearer ${token}`);
  const answer = await call.attach('file', bytes, { filename: name, contentType: 'application/octet-stream' });
  return answer;
}

/** Uploads and expects success; answers the stored path. */
export async function uploaded(app: express.Express, token: string, name: string, bytes: Buffer): Promise<string> {
  const answer = await upload(app, token, name, bytes);
  expect(answer.body, name).toMatchObject({ code: 0 });
  return answer.body.data as string;
}

/** accessFile with the path as text/plain; answers the raw response (bytes in `body` as a Buffer). */
export function access(app: express.Express, token: string | null, filePath: string) {
  const call = request(app).post('/api/zzzttt/file/accessFile').set('X-Forwarded-For', freshIp());
  if (token) call.set('Authorization', `Bearer ${token}`);
  return readingBytes(call.set('Content-Type', 'text/plain').send(filePath));
}

/** The envelope of a refused accessFile. */
export function envelopeOf(body: Buffer): { code: number; msg: string; data: unknown } {
  return JSON.parse(body.toString('utf8'));
}

export function deleteFiles(app: express.Express, token: string | null, filePaths: unknown) {
  const call = request(app).post('/api/zzzttt/file/deleteFile').set('X-Forwarded-For', freshIp());
  if (token) call.set('Authorization', `Bearer ${token}`);
  return call.send({ filePaths });
}

/** Every file (object) under the storage folder, staging included. */
export function storedObjects(h: FilesHarness): string[] {
  return (fs.readdirSync(h.fileDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(h.fileDir, path.join(entry.parentPath, entry.name)));
}

export async function fileRows(h: FilesHarness): Promise<number> {
  const row = await h.database.db
    .selectFrom('stored_file')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
