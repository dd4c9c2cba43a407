import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit } from './byte-limit.ts';
import { assertStorageKey, type FileStorage, StoredFileMissing } from './file-storage.ts';

/**
 * Files in a private folder (FILE_DIR, default `<DATA_DIR>/files`): created at start, served by nothing but the
 * gateway's access check. A put writes a hidden partial file first and renames it, so a reader never sees half a file.
 */
export class LocalFolderStorage implements FileStorage {
  readonly kind = 'local';

  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  }

  async put(key: string, source: Readable, maxBytes: number): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    const counter = new ByteLimit(maxBytes);
    try {
      await pipeline(source, counter, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await fs.promises.rename(partial, target);
      return { size: counter.bytes };
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      const handle = await fs.promises.open(file, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissing(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(`${path.resolve(this.root)}${path.sep}`)) throw new Error(`invalid storage key: ${key}`);
    return file;
  }
}
