/** How archives and compound containers begin: a file that starts so is an archive, whatever its name. */
const ARCHIVE_HEADS: readonly Buffer[] = [
  Buffer.from('PK\u0003\u0004', 'latin1'),
  Buffer.from('PK\u0005\u0006', 'latin1'),
  Buffer.from('PK\u0007\u0008', 'latin1'),
  Buffer.from('Rar!\u001a\u0007', 'latin1'),
  Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  Buffer.from([0x1f, 0x8b]),
  Buffer.from('BZh', 'latin1'),
  Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]),
  Buffer.from([0x28, 0xb5, 0x2f, 0xfd]),
  Buffer.from('MSCF', 'latin1'),
];
const TAR_MAGIC = Buffer.from('ustar', 'latin1');

/** Whether a file's first bytes are those of an archive (zip, rar, 7z, gzip, bzip2, xz, zstd, cab, tar). */
export function isArchiveHead(head: Buffer): boolean {
  if (ARCHIVE_HEADS.some((signature) => head.subarray(0, signature.length).equals(signature))) return true;
  return head.subarray(257, 262).equals(TAR_MAGIC);
}
