/**
 * Reads an OLE2 compound file's (CFB: .doc, .xls) header, FAT and directory and answers the names of its streams
 * at the root, or null when the structure does not hold together (a sector outside the file, a chain that loops).
 * A real Word or Excel file has its main stream in that directory; a byte search for the name proves nothing.
 */
export function compoundRootStreams(bytes: Buffer): Map<string, number> | null {
  if (bytes.length < 512 || bytes.readUInt32LE(0) !== 0xe011cfd0 || bytes.readUInt32LE(4) !== 0xe11ab1a1) return null;
  const shift = bytes.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const sectors = Math.floor((bytes.length - sectorSize) / sectorSize);
  const offsetOf = (sector: number) => (sector + 1) * sectorSize;
  const fatSectorCount = bytes.readUInt32LE(44);
  const firstDirectory = bytes.readUInt32LE(48);
  if (fatSectorCount === 0 || fatSectorCount > 109 || sectors <= 0) return null;

  const fat: number[] = [];
  for (let i = 0; i < fatSectorCount; i++) {
    const sector = bytes.readUInt32LE(76 + i * 4);
    if (sector >= sectors) return null;
    for (let at = offsetOf(sector); at < offsetOf(sector) + sectorSize; at += 4) fat.push(bytes.readUInt32LE(at));
  }

  const directory: Buffer[] = [];
  const seen = new Set<number>();
  for (let sector = firstDirectory; sector !== END_OF_CHAIN; sector = fat[sector] ?? FREE) {
    if (sector >= sectors || seen.has(sector)) return null;
    seen.add(sector);
    directory.push(bytes.subarray(offsetOf(sector), offsetOf(sector) + sectorSize));
  }
  const entries = Buffer.concat(directory);
  const entryCount = Math.floor(entries.length / 128);
  const entryAt = (index: number) => entries.subarray(index * 128, index * 128 + 128);
  const root = entryAt(0);
  if (entryCount === 0 || root[66] !== ROOT_TYPE) return null;

  // The root's children form a red-black tree through the left/right sibling fields; walk it, bounded.
  const streams = new Map<string, number>();
  const pending = [root.readUInt32LE(76)];
  const visited = new Set<number>();
  while (pending.length > 0) {
    const index = pending.pop() ?? FREE;
    if (index === FREE) continue;
    if (index >= entryCount || visited.has(index)) return null;
    visited.add(index);
    const entry = entryAt(index);
    const nameBytes = entry.readUInt16LE(64);
    if (nameBytes < 2 || nameBytes > 64) return null;
    const name = entry.toString('utf16le', 0, nameBytes - 2);
    const size = entry.readUInt32LE(120);
    if (entry[66] === STREAM_TYPE) streams.set(name, size);
    pending.push(entry.readUInt32LE(68), entry.readUInt32LE(72));
  }
  return streams;
}

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const STREAM_TYPE = 2;
const ROOT_TYPE = 5;
