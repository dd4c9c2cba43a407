import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import { refusedPdfAction } from '../domain/pdf-rules.ts';

const inflateAsync = promisify(inflate);

/** Bounds of the object-stream pass: a hostile PDF cannot make it unpack without end. */
export const PDF_LIMITS = {
  maxObjectStreams: 2_000,
  maxStreamOutput: 16 * 1024 * 1024,
  maxTotalOutput: 64 * 1024 * 1024,
} as const;

export type PdfVerdict = { ok: true } | { ok: false; reason: 'action' | 'unreadable'; detail: string };

/**
 * Looks at every object of a PDF, those packed in compressed object streams (/ObjStm) included, for names that run
 * something or carry a file, and for an /OpenAction that is an action rather than a page to open at. Object streams
 * are unpacked with node:zlib within PDF_LIMITS; one that cannot be unpacked (another filter, broken data, too big) is
 * refused: what cannot be read cannot be cleared.
 */
export async function checkPdfStructure(bytes: Buffer): Promise<PdfVerdict> {
  const text = bytes.toString('latin1');
  const plain = refusedPdfAction(text);
  if (plain) return { ok: false, reason: 'action', detail: plain };
  let streams = 0;
  let total = 0;
  for (const stream of objectStreams(text)) {
    streams += 1;
    if (streams > PDF_LIMITS.maxObjectStreams) return { ok: false, reason: 'unreadable', detail: 'too many streams' };
    if (!stream.flate) return { ok: false, reason: 'unreadable', detail: 'object stream filter' };
    let unpacked: Buffer;
    try {
      unpacked = await inflateAsync(bytes.subarray(stream.start, stream.end), {
        maxOutputLength: PDF_LIMITS.maxStreamOutput,
      });
    } catch {
      return { ok: false, reason: 'unreadable', detail: 'object stream data' };
    }
    total += unpacked.length;
    if (total > PDF_LIMITS.maxTotalOutput) return { ok: false, reason: 'unreadable', detail: 'too much packed' };
    const found = refusedPdfAction(unpacked.toString('latin1'));
    if (found) return { ok: false, reason: 'action', detail: found };
  }
  return { ok: true };
}

interface PackedStream {
  start: number;
  end: number;
  flate: boolean;
}

const NAME = /\/([^\s/<>[\]()%{}]*)/g;
const decodeName = (name: string) =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The data of each stream whose dictionary says /Type /ObjStm (names read with their #xx escapes undone). */
function* objectStreams(text: string): Generator<PackedStream> {
  const keyword = /\bstream(\r\n|\n|\r)/g;
  for (const match of text.matchAll(keyword)) {
    const dictEnd = text.lastIndexOf('>>', match.index);
    const objStart = text.lastIndexOf(' obj', match.index);
    if (dictEnd < 0 || objStart < 0 || objStart > dictEnd) continue;
    const dictionary = text.slice(objStart, dictEnd).replace(NAME, (_all, name: string) => `/${decodeName(name)}`);
    if (!/\/Type\s*\/ObjStm\b/.test(dictionary)) continue;
    const start = (match.index ?? 0) + match[0].length;
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const declared = length ? start + Number(length[1]) : -1;
    const end = declared >= start && declared <= text.length ? declared : text.indexOf('endstream', start);
    if (end < 0) continue;
    const filters = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dictionary)?.[1] ?? '';
    yield { start, end, flate: /^\/FlateDecode$|^\[\s*\/FlateDecode\s*\]$/.test(filters.trim()) };
  }
}
