import { sessionStore } from '../session/browser-storage';
import { openingOf } from './upload-rules';

/** A preview item (spec §3): what a viewer shows of one file. */
export interface PreviewItem {
  title: string;
  src: string;
}

/** Where the widget leaves the list for the viewer it opens (a new tab of the same origin copies sessionStorage). */
export const PREVIEW_LIST_KEY = 'sme-preview-list';
/** The portal prefix of stored paths (filePrefix). */
export const FILE_PREFIX = '/files/';
const STORED = /^\/files\/f\/\d{6}\/[0-9a-f]{32}\.[a-z]+$/;

export function fileUrl(path: string): string {
  return `${FILE_PREFIX}${path}`;
}

/** The preview list a viewer reads: only our own /files/ addresses pass, so a crafted entry cannot point elsewhere. */
export function readPreviewList(raw: string | null): PreviewItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is PreviewItem =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.title === 'string' &&
        typeof item.src === 'string' &&
        STORED.test(item.src),
    );
  } catch {
    return [];
  }
}

export function storedPreviewList(): PreviewItem[] {
  return readPreviewList(sessionStore.getItem(PREVIEW_LIST_KEY));
}

/** The viewer's hash route for one item of a list of the same kind. */
export function viewerHref(kind: 'image' | 'pdf', index: number): string {
  return `#/${kind === 'image' ? 'imgPage' : 'PDFShow'}?fileIndex=${index}`;
}

/**
 * Opens a file: an image in /imgPage with every image of the list, a PDF in /PDFShow with every PDF, each in a new
 * tab; anything else downloads.
 */
export function openFile(files: readonly { path: string; name: string }[], path: string): void {
  const kind = openingOf(path);
  if (kind === 'download') {
    window.open(fileUrl(path), '_blank', 'noopener');
    return;
  }
  const same = files.filter((file) => openingOf(file.path) === kind);
  const items: PreviewItem[] = same.map((file) => ({ title: file.name, src: fileUrl(file.path) }));
  sessionStore.setItem(PREVIEW_LIST_KEY, JSON.stringify(items));
  const index = Math.max(
    0,
    same.findIndex((file) => file.path === path),
  );
  window.open(`${window.location.pathname}${viewerHref(kind, index)}`, '_blank');
}
