import fs from 'node:fs';
import { GatewayCode } from '@sme/contract/codes';
import { fileTypeFromFile } from 'file-type';
import { ApiError } from '#http/api-error.ts';
import { archiveWithinLimits } from '../domain/archive-limits.ts';
import {
  ContentFindings,
  endsWhereFormatEnds,
  looksLikeMarkupOrScript,
  SCAN_OVERLAP,
} from '../domain/content-rules.ts';
import { FILE_KINDS, type FileKind, kindOfExtension } from '../domain/file-kinds.ts';
import { FILE_MESSAGES } from '../domain/file-messages.ts';
import { compoundRootStreams } from './compound-directory.ts';
import { checkPdfStructure } from './pdf-structure.ts';
import { rarHoldsTogether } from './rar-headers.ts';
import { readZipDeclaration, ZipUnreadable } from './zip-directory.ts';
import { checkZipContents } from './zip-entries.ts';

const HEAD_BYTES = 4096;
const TAIL_BYTES = 1024;

/** What `file-type` names each accepted kind (cfb is doc or xls, told apart by its streams). */
const DETECTED: Record<string, FileKind | 'cfb'> = {
  jpg: 'jpg',
  png: 'png',
  apng: 'png',
  gif: 'gif',
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  zip: 'zip',
  rar: 'rar',
  cfb: 'cfb',
};

const refuse = (code: number, message: string) => new ApiError(code, message);

/**
 * Decides a staged upload's kind from its content, which must agree with the client's extension, and refuses active
 * content, polyglots, PDFs that run something and zip bombs (docs/decisions/0021-files-in-the-gateway-types-by-content-active-content.md). Reads the file, never trusts the
 * client's Content-Type.
 */
export async function checkContent(file: string, size: number, extension: string): Promise<FileKind> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = await readAt(handle, 0, Math.min(size, HEAD_BYTES));
    if (looksLikeMarkupOrScript(head)) throw refuse(GatewayCode.FILE_CONTENT_REFUSED, FILE_MESSAGES.activeContent);
    const claimed = kindOfExtension(extension);
    if (!claimed) throw refuse(GatewayCode.FILE_TYPE_REFUSED, FILE_MESSAGES.typeNotAllowed);
    const detected = await fileTypeFromFile(file);
    const kind = detected ? DETECTED[detected.ext] : undefined;
    if (!kind) throw refuse(GatewayCode.FILE_TYPE_REFUSED, FILE_MESSAGES.contentMismatch);

    const findings = await scan(file, claimed === 'pdf');
    const actual = kind === 'cfb' ? await compoundKind(file, claimed) : kind;
    if (actual !== claimed) throw refuse(GatewayCode.FILE_TYPE_REFUSED, FILE_MESSAGES.contentMismatch);
    if (FILE_KINDS[actual].inline) {
      const tail = await readAt(handle, Math.max(0, size - TAIL_BYTES), Math.min(size, TAIL_BYTES));
      if (!endsWhereFormatEnds(actual, tail) || findings.archiveInside) {
        throw refuse(GatewayCode.FILE_CONTENT_REFUSED, FILE_MESSAGES.polyglot);
      }
      if (findings.pdfRefusedName) throw refuse(GatewayCode.FILE_CONTENT_REFUSED, FILE_MESSAGES.pdfActions);
      if (actual === 'pdf') await checkPdf(file);
    }
    if (FILE_KINDS[actual].zipContainer) await checkArchive(handle, size, actual === 'zip');
    if (actual === 'rar' && !rarHoldsTogether(await fs.promises.readFile(file))) {
      throw refuse(GatewayCode.FILE_ARCHIVE_REFUSED, FILE_MESSAGES.archiveBroken);
    }
    return actual;
  } finally {
    await handle.close();
  }
}

/**
 * A compound file (OLE2) is a doc when its directory holds a WordDocument stream, an xls when it holds a Workbook (or
 * Book) stream. The file is at most 20 MB, read whole.
 */
async function compoundKind(file: string, claimed: FileKind): Promise<FileKind | undefined> {
  const streams = compoundRootStreams(await fs.promises.readFile(file));
  if (!streams) return undefined;
  if (claimed === 'doc' && (streams.get('WordDocument') ?? 0) > 0) return 'doc';
  if (claimed === 'xls' && ((streams.get('Workbook') ?? 0) > 0 || (streams.get('Book') ?? 0) > 0)) return 'xls';
  return undefined;
}

/** Active content anywhere in a PDF, compressed object streams included (the file is at most 20 MB, read whole). */
async function checkPdf(file: string): Promise<void> {
  const verdict = await checkPdfStructure(await fs.promises.readFile(file));
  if (verdict.ok) return;
  const message = verdict.reason === 'action' ? FILE_MESSAGES.pdfActions : FILE_MESSAGES.pdfUnreadable;
  throw refuse(GatewayCode.FILE_CONTENT_REFUSED, message);
}

async function checkArchive(handle: fs.promises.FileHandle, size: number, refuseNested: boolean): Promise<void> {
  try {
    const declared = await readZipDeclaration(handle, size);
    if (!archiveWithinLimits(declared, size)) {
      throw refuse(GatewayCode.FILE_ARCHIVE_REFUSED, FILE_MESSAGES.archiveTooBig);
    }
    const verdict = await checkZipContents(handle, size, declared.list, refuseNested);
    if (verdict === 'too-big') throw refuse(GatewayCode.FILE_ARCHIVE_REFUSED, FILE_MESSAGES.archiveTooBig);
    if (verdict === 'nested-archive') throw refuse(GatewayCode.FILE_ARCHIVE_REFUSED, FILE_MESSAGES.nestedArchive);
  } catch (error) {
    if (error instanceof ZipUnreadable) throw refuse(GatewayCode.FILE_ARCHIVE_REFUSED, FILE_MESSAGES.archiveBroken);
    throw error;
  }
}

/** One pass over the whole file, chunk by chunk (never the whole file in memory). */
async function scan(file: string, lookForPdfNames: boolean): Promise<ContentFindings> {
  const findings = new ContentFindings(lookForPdfNames);
  let carry = Buffer.alloc(0);
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 256 * 1024 })) {
    const window = Buffer.concat([carry, chunk as Buffer]);
    findings.inspect(window);
    carry = window.subarray(Math.max(0, window.length - SCAN_OVERLAP));
  }
  return findings;
}

async function readAt(handle: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}
