import { crc32, deflateRawSync } from 'node:zlib';

/** Zip archives written by hand (no fixtures on disk), for the three test tiers. */

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Write these sizes into the headers instead of the real ones (a bomb by declared size). */
  declaredUncompressed?: number;
  /** Already deflated bytes to store instead of deflating `data` (a big stream made without holding it). */
  deflated?: Buffer;
}

/**
 * The fields a local header (from byte 4) and its central directory record (from byte 6) share, in the same order:
 * version needed (2.0), flags (UTF-8 names), method (deflate), time and date (zero), CRC-32, sizes, name length.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  fields: { crc: number; compressedSize: number; size: number; nameLength: number },
): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(0x0800, at + 2);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.compressedSize, at + 14);
  header.writeUInt32LE(fields.size, at + 18);
  header.writeUInt16LE(fields.nameLength, at + 22);
}

/** A real zip: deflated entries, local headers, central directory and end record. */
export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = entry.deflated ?? deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const size = entry.declaredUncompressed ?? entry.data.length;
    const fields = { crc, compressedSize: compressed.length, size, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeEntryFields(central, 6, fields);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function plainZip(): Buffer {
  return zip([
    { name: 'readme.txt', data: Buffer.from('企业材料清单\n', 'utf8') },
    { name: 'data/figures.csv', data: Buffer.from('year,revenue\n2025,120\n', 'utf8') },
  ]);
}
