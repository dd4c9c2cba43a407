import type { FileKind } from './file-kinds.ts';
import { PDF_REFUSED_NAMES } from './pdf-rules.ts';

/**
 * Rules on a file's bytes that need no parser (docs/decisions/0021-files-in-the-gateway-types-by-content-active-content.md: polyglots). Each looks at a head or a tail, or
 * is fed the whole file chunk by chunk (ContentFindings).
 */

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Markup or a script: after an optional byte-order mark and white space the file starts with `<` (HTML, SVG, XML)
 * or `#!`. No accepted type starts like that, so such a file is active content whatever its name says.
 */
export function looksLikeMarkupOrScript(head: Buffer): boolean {
  let start = head.subarray(0, UTF8_BOM.length).equals(UTF8_BOM) ? UTF8_BOM.length : 0;
  // UTF-16 markup: a BOM then `<` in either byte order.
  if (head.length >= 4 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))) {
    return head[2] === 0x3c || head[3] === 0x3c;
  }
  while (start < head.length && [0x09, 0x0a, 0x0d, 0x20].includes(head[start] ?? 0)) start++;
  if (head[start] === 0x3c) return true;
  return head[start] === 0x23 && head[start + 1] === 0x21;
}

const PNG_END = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Whether an image or PDF ends where its format ends: JPEG with its EOI marker, PNG with the IEND chunk, GIF with
 * its trailer, PDF with `%%EOF` and at most white space after it. Anything after the end is how a polyglot (an
 * image that is also a zip) carries its second life. Other kinds have no such rule.
 */
export function endsWhereFormatEnds(kind: FileKind, tail: Buffer): boolean {
  switch (kind) {
    case 'jpg':
      return tail.length >= 2 && tail[tail.length - 2] === 0xff && tail[tail.length - 1] === 0xd9;
    case 'png':
      return tail.length >= PNG_END.length && tail.subarray(tail.length - PNG_END.length).equals(PNG_END);
    case 'gif':
      return tail.length >= 1 && tail[tail.length - 1] === 0x3b;
    case 'pdf': {
      const text = tail.toString('latin1');
      const eof = text.lastIndexOf('%%EOF');
      return eof >= 0 && /^[\s\0]*$/.test(text.slice(eof + 5));
    }
    default:
      return true;
  }
}

/** Signatures of an archive or executable hidden inside an image or PDF. */
const ZIP_LOCAL = Buffer.from('PK\u0003\u0004', 'latin1');
const ZIP_END = Buffer.from('PK\u0005\u0006', 'latin1');
const EMBEDDED_SIGNATURES = [
  Buffer.from('Rar!\u001a\u0007', 'latin1'),
  Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
];
/** Bytes kept from one chunk to the next so a signature split between chunks is still found. */
export const SCAN_OVERLAP = 64;

/** What a pass over the whole file found. */
export class ContentFindings {
  constructor(private readonly lookForPdfNames: boolean) {}

  zipLocalHeader = false;
  zipEnd = false;
  otherArchive = false;
  pdfRefusedName: string | null = null;

  /** Feeds one window of the file (the previous chunk's last SCAN_OVERLAP bytes, then the new chunk). */
  inspect(window: Buffer): void {
    if (!this.zipLocalHeader && window.includes(ZIP_LOCAL)) this.zipLocalHeader = true;
    if (!this.zipEnd && window.includes(ZIP_END)) this.zipEnd = true;
    if (!this.otherArchive && EMBEDDED_SIGNATURES.some((signature) => window.includes(signature))) {
      this.otherArchive = true;
    }
    if (this.lookForPdfNames && this.pdfRefusedName === null)
      this.pdfRefusedName = findRefusedPdfName(window.toString('latin1'));
  }

  /** An archive inside: a zip's local header with its end record, or another archive's signature. */
  get archiveInside(): boolean {
    return (this.zipLocalHeader && this.zipEnd) || this.otherArchive;
  }
}

function findRefusedPdfName(text: string): string | null {
  for (const match of text.matchAll(/\/([A-Za-z0-9#]{2,40})/g)) {
    const name = (match[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_all, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (PDF_REFUSED_NAMES.has(name)) return name;
  }
  return null;
}
