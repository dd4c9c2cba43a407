import { crc32 } from 'node:zlib';

const RAR5 = Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]);
const RAR4 = Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00]);
const MAX_BLOCKS = 100_000;

/**
 * Walks a RAR archive's headers from the signature to its end-of-archive header, checking each header's CRC and
 * skipping each data area: true only when every byte of the file belongs to a block and the end header is there.
 * Any other body after a RAR signature is not a RAR archive.
 */
export function rarHoldsTogether(bytes: Buffer): boolean {
  if (bytes.subarray(0, RAR5.length).equals(RAR5)) return walkRar5(bytes);
  if (bytes.subarray(0, RAR4.length).equals(RAR4)) return walkRar4(bytes);
  return false;
}

/** RAR 5: CRC32, header size (vint), type (vint), flags (vint), [extra size], [data size], ... */
function walkRar5(bytes: Buffer): boolean {
  let at = RAR5.length;
  for (let blocks = 0; blocks < MAX_BLOCKS && at + 5 < bytes.length; blocks++) {
    const size = readVint(bytes, at + 4);
    if (!size || size.value < 1 || size.value > 2 * 1024 * 1024) return false;
    const headerStart = at + 4;
    const headerEnd = size.next + size.value;
    if (headerEnd > bytes.length) return false;
    if (crc32(bytes.subarray(headerStart, headerEnd)) !== bytes.readUInt32LE(at)) return false;
    const type = readVint(bytes, size.next);
    const flags = type && readVint(bytes, type.next);
    if (!type || !flags) return false;
    let cursor = flags.next;
    if (flags.value & 0x1) cursor = readVint(bytes, cursor)?.next ?? Number.NaN;
    const data = flags.value & 0x2 ? readVint(bytes, cursor) : { value: 0, next: cursor };
    if (!data || Number.isNaN(cursor)) return false;
    at = headerEnd + data.value;
    if (at > bytes.length) return false;
    if (type.value === 5) return at === bytes.length;
  }
  return false;
}

/** RAR 1.5-4: CRC16 (low half of CRC32), type, flags, header size, [added size]; type 0x7b ends the archive. */
function walkRar4(bytes: Buffer): boolean {
  let at = 0;
  for (let blocks = 0; blocks < MAX_BLOCKS && at + 7 <= bytes.length; blocks++) {
    const type = bytes[at + 2];
    const flags = bytes.readUInt16LE(at + 3);
    const size = bytes.readUInt16LE(at + 5);
    if (size < 7 || at + size > bytes.length) return false;
    if (type !== 0x72 && (crc32(bytes.subarray(at + 2, at + size)) & 0xffff) !== bytes.readUInt16LE(at)) return false;
    const added = flags & 0x8000 && size >= 11 ? bytes.readUInt32LE(at + 7) : 0;
    at += size + added;
    if (at > bytes.length) return false;
    if (type === 0x7b) return at === bytes.length;
  }
  return false;
}

/** A RAR 5 variable-length integer: 7 bits a byte, high bit set while more follow (at most 8 bytes read here). */
function readVint(bytes: Buffer, at: number): { value: number; next: number } | null {
  let value = 0;
  for (let i = 0; i < 8 && at + i < bytes.length; i++) {
    const byte = bytes[at + i] ?? 0;
    value += (byte & 0x7f) * 2 ** (7 * i);
    if ((byte & 0x80) === 0) return { value, next: at + i + 1 };
  }
  return null;
}
