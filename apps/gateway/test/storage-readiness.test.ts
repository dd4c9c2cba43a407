import fs from 'node:fs';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { harnessForFile } from './accounts-support.ts';
import { startFiles } from './files-support.ts';

const h = harnessForFile(startFiles);

const NOT_READY = { code: -1504, msg: '存储空间不足或不可写，服务暂不可用', data: null };

describe('GET /healthz checks that the gateway can write', () => {
  it('is ok while the upload folder takes writes', async () => {
    const res = await request(h.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('ok');
  });

  it('answers 503 and logs an error when the folder is read-only', async () => {
    const readOnly = Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
    const write = vi.spyOn(fs.promises, 'writeFile').mockRejectedValue(readOnly);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await request(h.app).get('/healthz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual(NOT_READY);
      expect(String(logged.mock.calls[0]?.[0])).toMatch(/not-ready.*EROFS/);
    } finally {
      write.mockRestore();
      logged.mockRestore();
    }
  });

  it('answers 503 when the disk is (nearly) full: less than two uploads of room', async () => {
    const realStatfs = fs.promises.statfs;
    const full = vi.spyOn(fs.promises, 'statfs').mockImplementation((async (dir: fs.PathLike) => ({
      ...(await realStatfs(dir)),
      bavail: 1,
      bsize: 4096,
    })) as typeof fs.promises.statfs);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await request(h.app).get('/healthz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual(NOT_READY);
    } finally {
      full.mockRestore();
      logged.mockRestore();
    }
  });
});
