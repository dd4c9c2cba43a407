import type { FileHandle } from 'node:fs/promises';
import type { ZipDeclaration } from '../domain/archive-limits.ts';
import type { ZipEntryDeclaration } from './zip-entry-declaration.ts';

export class ZipUnreadable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ZipUnreadable';
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const CENTRAL_HEADER_SIZE = 46;
const BIG_ENTRY = 1024 * 1024;
/** Past this, the count alone refuses the archive (ARCHIVE_LIMITS.maxEntries); the list stops growing. */
const MAX_LISTED = 100_000;

/**
 * Reads a zip's end-of-central-directory record (within the last 64 KB) and its central directory, answering the
 * declared entry count and sizes without unpacking anything. ZIP64 archives are refused as unreadable: a file of at
 * most 20 MB has no need of them, and their sizes are a bomb's favourite disguise.
 */
export async function readZipDeclaration(
  file: FileHandle,
  fileSize: number,
): Promise<ZipDeclaration & { list: ZipEntryDeclaration[] }> {
  const tailSize = Math.min(fileSize, EOCD_SIZE + MAX_COMMENT);
  const tail = Buffer.alloc(tailSize);
  await file.read(tail, 0, tailSize, fileSize - tailSize);
  let at = -1;
  for (let i = tailSize - EOCD_SIZE; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipUnreadable('no end of central directory');
  const entries = tail.readUInt16LE(at + 10);
  const directorySize = tail.readUInt32LE(at + 12);
  const directoryOffset = tail.readUInt32LE(at + 16);
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw new ZipUnreadable('zip64');
  }
  const eocdOffset = fileSize - tailSize + at;
  if (directoryOffset + directorySize > eocdOffset) throw new ZipUnreadable('directory out of bounds');
  const directory = Buffer.alloc(directorySize);
  await file.read(directory, 0, directorySize, directoryOffset);

  const declaration: ZipDeclaration & { list: ZipEntryDeclaration[] } = {
    entries: 0,
    totalUncompressed: 0,
    totalCompressed: 0,
    worstEntryRatio: 0,
    list: [],
  };
  let offset = 0;
  while (offset < directorySize) {
    if (offset + CENTRAL_HEADER_SIZE > directorySize || directory.readUInt32LE(offset) !== CENTRAL_SIGNATURE) {
      throw new ZipUnreadable('bad central directory entry');
    }
    const compressed = directory.readUInt32LE(offset + 20);
    const uncompressed = directory.readUInt32LE(offset + 24);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) throw new ZipUnreadable('zip64 entry');
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    declaration.entries += 1;
    if (declaration.entries > MAX_LISTED) throw new ZipUnreadable('too many entries');
    declaration.list.push({
      name: directory.toString('utf8', offset + CENTRAL_HEADER_SIZE, offset + CENTRAL_HEADER_SIZE + nameLength),
      method: directory.readUInt16LE(offset + 10),
      compressed,
      uncompressed,
      localOffset: directory.readUInt32LE(offset + 42),
    });
    declaration.totalCompressed += compressed;
    declaration.totalUncompressed += uncompressed;
    if (uncompressed > BIG_ENTRY) {
      declaration.worstEntryRatio = Math.max(declaration.worstEntryRatio, uncompressed / Math.max(compressed, 1));
    }
    offset += CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
  }
  if (offset !== directorySize) throw new ZipUnreadable('directory size mismatch');
  if (declaration.entries !== entries) throw new ZipUnreadable('entry count mismatch');
  return declaration;
}
