import { createDeflateRaw, deflateSync } from 'node:zlib';
import { jpg, png } from '../../../tests/support/sample-files/images.ts';
import { pdf } from '../../../tests/support/sample-files/pdf.ts';
import { plainZip, zip } from '../../../tests/support/sample-files/zip.ts';

/**
 * Real files of every accepted type, made here (no fixtures on disk) on the test kit's writers
 * (tests/support/sample-files), and hostile ones. Each is small and well-formed enough for the programs that open
 * such files, and for `file-type` to detect by content.
 */

/** A 2x2 GIF89a with a global colour table, one image and the trailer. */
export function gif(): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([0x02, 0x00, 0x02, 0x00, 0x80, 0x00, 0x00]),
    Buffer.from([0x1e, 0x6f, 0xd9, 0xff, 0xff, 0xff]),
    Buffer.from([0x2c, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x02, 0x00, 0x00]),
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]),
    Buffer.from([0x3b]),
  ]);
}

const CONTENT_TYPES = (main: string, part: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="${part}" ContentType="${main}"/>
</Types>`;

const RELS = (target: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/>
</Relationships>`;

export function docx(): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        CONTENT_TYPES(
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
          '/word/document.xml',
        ),
      ),
    },
    { name: '_rels/.rels', data: Buffer.from(RELS('word/document.xml')) },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>终止授权书</w:t></w:r></w:p></w:body></w:document>',
      ),
    },
  ]);
}

export function xlsx(): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        CONTENT_TYPES('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', '/xl/workbook.xml'),
      ),
    },
    { name: '_rels/.rels', data: Buffer.from(RELS('xl/workbook.xml')) },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Sheet1" sheetId="1"/></sheets></workbook>',
      ),
    },
  ]);
}

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

/**
 * An OLE2 compound file (Word 97-2003 .doc or Excel .xls) of three 512-byte sectors after the header: the FAT, the
 * directory (Root Entry and the format's main stream) and the stream's data.
 */
function compoundFile(streamName: string, data: string): Buffer {
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44);
  header.writeUInt32LE(1, 48);
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  header.writeUInt32LE(0, 76);
  for (let i = 1; i < 109; i++) header.writeUInt32LE(FREE, 76 + i * 4);

  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  fat.writeUInt32LE(END_OF_CHAIN, 8);

  const directory = Buffer.alloc(512, 0);
  const entry = (index: number, name: string, type: number, child: number, start: number, size: number) => {
    const at = index * 128;
    const encoded = Buffer.from(`${name}\u0000`, 'utf16le');
    encoded.copy(directory, at);
    directory.writeUInt16LE(encoded.length, at + 64);
    directory[at + 66] = type;
    directory[at + 67] = 1;
    directory.writeUInt32LE(FREE, at + 68);
    directory.writeUInt32LE(FREE, at + 72);
    directory.writeUInt32LE(child, at + 76);
    directory.writeUInt32LE(start, at + 116);
    directory.writeUInt32LE(size, at + 120);
  };
  entry(0, 'Root Entry', 5, 1, END_OF_CHAIN, 0);
  const content = Buffer.alloc(512, 0);
  Buffer.from(data, 'latin1').copy(content);
  entry(1, streamName, 2, FREE, 2, 512);
  for (const unused of [2, 3]) directory.writeUInt32LE(FREE, unused * 128 + 68);
  return Buffer.concat([header, fat, directory, content]);
}

export function doc(): Buffer {
  return compoundFile('WordDocument', 'Word document body');
}

export function xls(): Buffer {
  return compoundFile('Workbook', 'BIFF8 workbook');
}

/** A RAR 5 archive's signature and main archive header. */
export function rar(): Buffer {
  return Buffer.concat([
    Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]),
    Buffer.from([0x33, 0x92, 0xb5, 0xe5, 0x0a, 0x01, 0x05, 0x06, 0x00, 0x05, 0x01, 0x01, 0x80, 0x80, 0x00]),
    Buffer.from([0x1d, 0x77, 0x56, 0x51, 0x03, 0x05, 0x04, 0x00]),
  ]);
}

/** Every accepted type: file name and bytes, with the kind the gateway must detect. */
export function acceptedSamples(): { name: string; bytes: Buffer; kind: string; contentType: string }[] {
  return [
    { name: '营业执照.png', bytes: png(), kind: 'png', contentType: 'image/png' },
    { name: 'photo.jpg', bytes: jpg(), kind: 'jpg', contentType: 'image/jpeg' },
    { name: 'PHOTO.JPEG', bytes: jpg(), kind: 'jpg', contentType: 'image/jpeg' },
    { name: 'seal.gif', bytes: gif(), kind: 'gif', contentType: 'image/gif' },
    { name: '终止授权书.pdf', bytes: pdf(), kind: 'pdf', contentType: 'application/pdf' },
    { name: 'report.doc', bytes: doc(), kind: 'doc', contentType: 'application/msword' },
    {
      name: 'report.docx',
      bytes: docx(),
      kind: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    { name: 'figures.xls', bytes: xls(), kind: 'xls', contentType: 'application/vnd.ms-excel' },
    {
      name: 'figures.xlsx',
      bytes: xlsx(),
      kind: 'xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    { name: 'materials.zip', bytes: plainZip(), kind: 'zip', contentType: 'application/zip' },
    { name: 'materials.rar', bytes: rar(), kind: 'rar', contentType: 'application/vnd.rar' },
  ];
}

/** An ELF executable's header (what a renamed Linux binary starts with). */
export function elf(): Buffer {
  const header = Buffer.alloc(64, 0);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]).copy(header);
  header.writeUInt16LE(2, 16);
  header.writeUInt16LE(0x3e, 18);
  header.writeUInt32LE(1, 20);
  return Buffer.concat([header, Buffer.alloc(256, 0x90)]);
}

/** A Windows executable's DOS header with the PE offset and signature. */
export function exe(): Buffer {
  const file = Buffer.alloc(512, 0);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\u0000\u0000', 0x80, 'latin1');
  return file;
}

export const HTML = Buffer.from(
  '<!DOCTYPE html><html><body><script>fetch("/api/user/user/userInfo")</script></body></html>',
);

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

/** A real PNG with a zip appended after its IEND chunk (opens as an image and as an archive). */
export function pngWithZip(): Buffer {
  return Buffer.concat([png(), plainZip()]);
}

/** A real zip bomb: 30 MB of zeros deflated to about 30 KB (ratio far beyond 200:1). */
export function zipBombByRatio(): Buffer {
  return zip([{ name: 'zeros.bin', data: Buffer.alloc(30 * 1024 * 1024) }]);
}

/** A small zip whose headers declare 300 MB of content. */
export function zipBombByDeclaredSize(): Buffer {
  return zip([{ name: 'huge.bin', data: Buffer.from('x'.repeat(2048)), declaredUncompressed: 300 * 1024 * 1024 }]);
}

/** A zip of 10,001 empty entries. */
export function zipOfTooManyEntries(): Buffer {
  return zip(Array.from({ length: 10_001 }, (_unused, index) => ({ name: `${index}.txt`, data: Buffer.alloc(0) })));
}

/** `megabytes` MB of zeros deflated, fed to zlib 1 MB at a time (the zeros are never held whole). */
export async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw();
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const block = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** A zip whose one entry declares 1,000 bytes but unpacks to `megabytes` MB. */
export async function zipLyingAboutSize(megabytes: number): Promise<Buffer> {
  return zip([
    { name: 'small.txt', data: Buffer.alloc(0), deflated: await deflatedZeros(megabytes), declaredUncompressed: 1000 },
  ]);
}

/** A zip holding another zip. */
export function zipInZip(): Buffer {
  return zip([
    { name: 'readme.txt', data: Buffer.from('材料', 'utf8') },
    { name: 'inner.zip', data: plainZip() },
  ]);
}

/** A compound file whose only stream is not Word's, though its data spells "WordDocument" in UTF-16. */
export function compoundMentioningWord(): Buffer {
  return compoundFile('Contents', Buffer.from('WordDocument Workbook', 'utf16le').toString('latin1'));
}

/** A RAR 5 signature followed by something else entirely. */
export function rarSignatureThenJunk(): Buffer {
  return Buffer.concat([rar().subarray(0, 8), Buffer.from('MZ this is no archive header at all'), exe()]);
}

/**
 * A PDF 1.5 whose extra objects live in a Flate-compressed object stream (/ObjStm), invisible to a byte search; the
 * catalog points at the first of them through /Names. `filter` names the stream's filter (FlateDecode by default).
 */
export function pdfWithObjectStream(objects: readonly string[], filter = '/FlateDecode'): Buffer {
  const first = 6;
  let header = '';
  let bodies = '';
  objects.forEach((object, index) => {
    header += `${first + index} ${bodies.length} `;
    bodies += `${object}\n`;
  });
  const content = Buffer.from(header + bodies, 'latin1');
  const packed = filter === '/FlateDecode' ? deflateSync(content) : content;
  const stream = Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N ${objects.length} /First ${header.length} /Length ${packed.length} /Filter ${filter} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream', 'latin1'),
  ]);
  const plain = pdf(`/Names ${first} 0 R `).toString('latin1');
  // The object stream goes in as object 99 just before the cross-reference table; startxref moves with the table.
  const xrefAt = plain.lastIndexOf('xref\n');
  const inserted = Buffer.concat([Buffer.from('99 0 obj\n', 'latin1'), stream, Buffer.from('\nendobj\n', 'latin1')]);
  const rest = plain.slice(xrefAt).replace(/startxref\n\d+/, `startxref\n${xrefAt + inserted.length}`);
  return Buffer.concat([Buffer.from(plain.slice(0, xrefAt), 'latin1'), inserted, Buffer.from(rest, 'latin1')]);
}
