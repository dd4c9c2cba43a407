import { FILE_KINDS, isFileKind } from './domain/file-kinds.ts';
import type { StoredFileRow } from './stores/file-store.ts';

/** The portal prefix under which the graph serves a stored path (`/files/f/202611/....pdf`). */
export const FILE_PREFIX = '/files/';

/** The headers a file's bytes are answered with (docs/gateway-api.md accessFile). */
export function downloadHeaders(
  file: Pick<StoredFileRow, 'kind' | 'originalName' | 'contentType' | 'sizeBytes'>,
): Record<string, string> {
  const inline = isFileKind(file.kind) && FILE_KINDS[file.kind].inline;
  const name = file.originalName || `file.${file.kind}`;
  return {
    'Content-Type': file.contentType,
    'Content-Length': String(file.sizeBytes),
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
}

/** The name in plain ASCII for old clients: anything else (and quotes, backslashes) becomes `_`. */
function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/** RFC 5987 value characters: percent-encode all but attr-char. */
function encodeRfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
