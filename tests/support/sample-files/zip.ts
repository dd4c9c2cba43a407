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
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
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
