import { randomBytes } from 'node:crypto';
import type { FileKind } from './file-kinds.ts';

/** A new random path for a file of that kind uploaded at `now` (UTC month), and its storage key. */
export function newFilePath(kind: FileKind, now: Date): { path: string; storageKey: string } {
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  return { path: `f/${month}/${name}`, storageKey: `${month}/${name}` };
}

/** Longest original name kept (display only). */
export const ORIGINAL_NAME_MAX = 100;

/**
 * The client's file name as it may be shown: its last path segment, without control characters, quotes, slashes
 * or angle brackets, at most 100 characters (keeping the extension); '' when nothing is left.
 */
export function sanitiseOriginalName(fileName: string): string {
  // Browsers send a quote and line breaks of a file name as %22, %0D, %0A (the HTML form encoding): dropped too.
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/%22|%0d|%0a/gi, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  const clean = base.replace(/[\u0000-\u001f\u007f"<>*?|:;]/g, '').trim();
  const chars = Array.from(clean);
  if (chars.length <= ORIGINAL_NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(clean.slice(dot)) : [];
  if (ext.length > 10) return chars.slice(0, ORIGINAL_NAME_MAX).join('');
  return chars.slice(0, ORIGINAL_NAME_MAX - ext.length).join('') + ext.join('');
}
