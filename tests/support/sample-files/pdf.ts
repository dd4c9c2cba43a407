/**
 * PDFs written by hand (no fixtures on disk), for the three test tiers: each a correct cross-reference table over
 * its objects, small and well-formed enough for PDF readers, pdf.js and `file-type`.
 */

interface PdfOptions {
  /** Bytes of white space between the header and the first object (pdfOfSize's filler). */
  padding?: number;
  /** The comment of high bytes after the header that marks the file as binary. */
  binaryMarker?: boolean;
}

/** A PDF's header, and the rest of it written as if `padding` bytes stood between the two. */
function pdfParts(objects: readonly string[], { padding = 0, binaryMarker = false }: PdfOptions = {}) {
  const head = binaryMarker ? '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n' : '%PDF-1.4\n';
  let body = '';
  const at = () => Buffer.byteLength(head, 'latin1') + padding + Buffer.byteLength(body, 'latin1');
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(at());
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = at();
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { head: Buffer.from(head, 'latin1'), tail: Buffer.from(body, 'latin1') };
}

function streamObject(content: string): string {
  return `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
}

/** The objects of a one-page PDF saying "Termination notice"; `extra` goes into the catalog. */
function textPageObjects(extra: string): string[] {
  return [
    `<< /Type /Catalog /Pages 2 0 R ${extra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    streamObject('BT /F1 12 Tf 20 50 Td (Termination notice) Tj ET'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
}

/** A one-page PDF with a line of text; `extra` goes into the catalog (an /OpenAction, /Names…). */
export function pdf(extra = ''): Buffer {
  const { head, tail } = pdfParts(textPageObjects(extra), { binaryMarker: true });
  return Buffer.concat([head, tail]);
}

/**
 * A one-page PDF of exactly `size` bytes, white space after its header making up the difference, given block by block
 * (a 20 MB file is never held in memory whole).
 */
export function* pdfOfSize(size: number): Generator<Buffer> {
  const objects = textPageObjects('');
  // The tail's length depends on the padding only through the digits of startxref: two rounds settle it.
  let padding = 0;
  for (let round = 0; round < 2; round++) {
    const { head, tail } = pdfParts(objects, { padding, binaryMarker: true });
    padding = size - head.length - tail.length;
  }
  const { head, tail } = pdfParts(objects, { padding, binaryMarker: true });
  yield head;
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let left = padding; left > 0; left -= block.length) yield block.subarray(0, Math.min(left, block.length));
  yield tail;
}

/** A PDF of `pages` pages, each showing a filled blue square (so a rendered canvas has coloured pixels). */
export function drawnPdf(pages = 1): Buffer {
  const content = '0 0 1 rg 40 40 200 200 re f';
  const pageIds = Array.from({ length: pages }, (_, index) => 3 + index * 2);
  const { head, tail } = pdfParts([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    ...pageIds.flatMap((id) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Contents ${id + 1} 0 R >>`,
      streamObject(content),
    ]),
  ]);
  return Buffer.concat([head, tail]);
}
