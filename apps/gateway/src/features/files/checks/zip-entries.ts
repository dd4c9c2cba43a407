import type { FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import { ARCHIVE_LIMITS } from '../domain/archive-limits.ts';
import { isArchiveHead } from '../domain/archive-signatures.ts';
import { ZipUnreadable } from './zip-directory.ts';
import type { ZipEntryDeclaration } from './zip-entry-declaration.ts';

export type ZipContentsVerdict = 'ok' | 'too-big' | 'nested-archive';

const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
const HEAD_KEPT = 512;

/**
 * Unpacks every entry for real, never trusting the directory: an entry that unpacks to more (or less) than it
 * declares is unreadable, and unpacking stops at once when it passes its declaration or the archive's total cap.
 * With `refuseNested`, an entry that is itself an archive is refused (a zip upload carries files, not archives).
 */
export async function checkZipContents(
  file: FileHandle,
  fileSize: number,
  entries: readonly ZipEntryDeclaration[],
  refuseNested: boolean,
): Promise<ZipContentsVerdict> {
  let total = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/') && entry.uncompressed === 0) continue;
    const dataStart = await localDataStart(file, fileSize, entry);
    if (dataStart + entry.compressed > fileSize) throw new ZipUnreadable('entry out of bounds');
    if (entry.method !== 0 && entry.method !== 8) throw new ZipUnreadable(`compression method ${entry.method}`);
    if (entry.compressed === 0) {
      if (entry.uncompressed !== 0) throw new ZipUnreadable('entry size mismatch');
      continue;
    }
    const sink = new BoundedSink(entry.uncompressed);
    const source = file.createReadStream({ start: dataStart, end: dataStart + entry.compressed - 1, autoClose: false });
    try {
      if (entry.method === 8) await pipeline(source, createInflateRaw(), sink);
      else await pipeline(source, sink);
    } catch {
      throw new ZipUnreadable(sink.overflow ? 'entry larger than declared' : 'entry data');
    }
    if (sink.bytes !== entry.uncompressed) throw new ZipUnreadable('entry size mismatch');
    total += sink.bytes;
    if (total > ARCHIVE_LIMITS.maxTotalUncompressed) return 'too-big';
    if (refuseNested && isArchiveHead(sink.head)) return 'nested-archive';
  }
  return 'ok';
}

async function localDataStart(file: FileHandle, fileSize: number, entry: ZipEntryDeclaration): Promise<number> {
  if (entry.localOffset + LOCAL_HEADER_SIZE > fileSize) throw new ZipUnreadable('local header out of bounds');
  const header = Buffer.alloc(LOCAL_HEADER_SIZE);
  await file.read(header, 0, LOCAL_HEADER_SIZE, entry.localOffset);
  if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new ZipUnreadable('bad local header');
  if (header.readUInt16LE(8) !== entry.method) throw new ZipUnreadable('local header disagrees');
  return entry.localOffset + LOCAL_HEADER_SIZE + header.readUInt16LE(26) + header.readUInt16LE(28);
}

/** Counts what it is given, keeps the first bytes, and fails as soon as it is given more than `limit`. */
class BoundedSink extends Writable {
  bytes = 0;
  overflow = false;
  head = Buffer.alloc(0);
  constructor(private readonly limit: number) {
    super();
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.bytes += chunk.length;
    if (this.head.length < HEAD_KEPT) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_KEPT)]);
    if (this.bytes > this.limit) {
      this.overflow = true;
      done(new Error('over the declared size'));
      return;
    }
    done();
  }
}
