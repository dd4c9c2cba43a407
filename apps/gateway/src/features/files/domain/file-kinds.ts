/**
 * The accepted file types (spec §5: jpg, jpeg, png, gif, doc, pdf, excel, rar, zip; docx counts as doc, xls and xlsx
 * as excel). A kind's name is its canonical extension: the one the stored path ends with.
 */
export type FileKind = 'jpg' | 'png' | 'gif' | 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'zip' | 'rar';

export interface KindFacts {
  contentType: string;
  /** Images and PDF are shown in the browser (Content-Disposition: inline); the rest are downloaded. */
  inline: boolean;
  /** A zip container whose central directory is checked for declared sizes (zip bombs). */
  zipContainer: boolean;
  /** May carry the sealed termination document of a revocation (an image or a PDF). */
  document: boolean;
}

export const FILE_KINDS: Record<FileKind, KindFacts> = {
  jpg: { contentType: 'image/jpeg', inline: true, zipContainer: false, document: true },
  png: { contentType: 'image/png', inline: true, zipContainer: false, document: true },
  gif: { contentType: 'image/gif', inline: true, zipContainer: false, document: true },
  pdf: { contentType: 'application/pdf', inline: true, zipContainer: false, document: true },
  doc: { contentType: 'application/msword', inline: false, zipContainer: false, document: false },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inline: false,
    zipContainer: true,
    document: false,
  },
  xls: { contentType: 'application/vnd.ms-excel', inline: false, zipContainer: false, document: false },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    inline: false,
    zipContainer: true,
    document: false,
  },
  zip: { contentType: 'application/zip', inline: false, zipContainer: true, document: false },
  rar: { contentType: 'application/vnd.rar', inline: false, zipContainer: false, document: false },
};

/** The kind a client's extension names (jpeg is jpg); undefined when it is not accepted. */
export function kindOfExtension(extension: string): FileKind | undefined {
  const ext = extension.toLowerCase();
  if (ext === 'jpeg') return 'jpg';
  return Object.hasOwn(FILE_KINDS, ext) ? (ext as FileKind) : undefined;
}

/** The extension of a client's file name (after the last dot), lowercase; '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isFileKind(value: string): value is FileKind {
  return Object.hasOwn(FILE_KINDS, value);
}
