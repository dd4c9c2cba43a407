/** Spec §5 upload rules and §9 compression numbers. */
export const COMPRESSION_THRESHOLD_BYTES = 1024 * 1024;
export const COMPRESSION_MAX_SIDE = 1200;
export const COMPRESSION_QUALITY = 0.92;
/** The gateway's limit (docs/gateway-api.md "Files"); checked here too so nobody waits for a refused upload. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** Which files a widget takes: every type of spec §5, or images and PDF only (sealed documents). */
export type UploadKinds = 'all' | 'images-and-pdf';

const EXTENSIONS: Record<UploadKinds, readonly string[]> = {
  all: ['jpg', 'jpeg', 'png', 'gif', 'doc', 'docx', 'pdf', 'xls', 'xlsx', 'rar', 'zip'],
  'images-and-pdf': ['jpg', 'jpeg', 'png', 'gif', 'pdf'],
};

/** The file input's accept attribute; none on Android (spec §5), where a filter hides the camera and gallery. */
export function acceptAttribute(kinds: UploadKinds, userAgent: string): string | undefined {
  if (/android/i.test(userAgent)) return undefined;
  return EXTENSIONS[kinds].map((extension) => `.${extension}`).join(',');
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why a chosen file is not sent at all, or null when it may go (the gateway still checks its content). */
export function fileRefusal(file: { name: string; size: number }, kinds: UploadKinds): string | null {
  if (!EXTENSIONS[kinds].includes(extensionOf(file.name))) {
    return kinds === 'all' ? '不支持该文件类型' : '只能上传图片或PDF文件';
  }
  if (file.size === 0) return '文件内容为空';
  if (file.size > UPLOAD_MAX_BYTES) return '文件大小不能超过20MB';
  return null;
}

const COMPRESSIBLE = /^image\/(jpeg|png)$/;

/** Images over 1 MB are recompressed (spec §5); a GIF keeps its frames, anything small is sent as it is. */
export function needsCompression(file: { type: string; size: number }): boolean {
  return COMPRESSIBLE.test(file.type) && file.size > COMPRESSION_THRESHOLD_BYTES;
}

/** The size after scaling so the longest side is at most 1200 px (never enlarged). */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= COMPRESSION_MAX_SIDE) return { width, height };
  const factor = COMPRESSION_MAX_SIDE / longest;
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/** The recompressed file is used only when it is actually smaller than the original. */
export function keepSmaller<T extends { size: number }>(original: T, compressed: T): T {
  return compressed.size < original.size ? compressed : original;
}

/** How a stored path opens: the image viewer, the PDF viewer, or a download. */
export type FileOpening = 'image' | 'pdf' | 'download';

export function openingOf(path: string): FileOpening {
  const extension = extensionOf(path);
  if (['jpg', 'jpeg', 'png', 'gif'].includes(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  return 'download';
}
