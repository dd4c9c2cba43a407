/** The graph's upload route (docs/decisions/0022-files-in-the-graph-and-the-portal-upload-route-widget.md: uploads go through an HTTP route, not GraphQL). */
export const UPLOAD_URL = '/files/upload';
const GENERIC_FAILURE = '上传失败，请稍后再试';

export class UploadError extends Error {
  constructor(
    message: string,
    /** The graph's error code (FILE_REFUSED, UNAUTHENTICATED, …), or null when no answer came. */
    readonly code: string | null,
  ) {
    super(message);
  }
}

export class UploadCancelled extends Error {
  constructor() {
    super('上传已取消');
  }
}

export interface RunningUpload {
  /** The stored path, or an UploadError / UploadCancelled. */
  done: Promise<string>;
  /** Stops the request; `done` rejects with UploadCancelled. */
  abort(): void;
}

/** What an answer of /files/upload says: the path, or the server's message and code. */
export function readUploadAnswer(status: number, body: string): { path: string } | UploadError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = null;
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  if (status === 200 && typeof record.path === 'string') return { path: record.path };
  const message = typeof record.message === 'string' && record.message ? record.message : GENERIC_FAILURE;
  return new UploadError(message, typeof record.code === 'string' ? record.code : null);
}

/**
 * Sends one file with XMLHttpRequest (fetch reports no upload progress) and the X-Upload-Request header the graph
 * requires against cross-site forms; the session cookie goes along by itself.
 */
export function startUpload(file: File, onProgress: (fraction: number) => void): RunningUpload {
  const request = new XMLHttpRequest();
  const done = new Promise<string>((resolve, reject) => {
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = readUploadAnswer(request.status, request.responseText);
      if (answer instanceof UploadError) reject(answer);
      else resolve(answer.path);
    };
    request.onerror = () => reject(new UploadError('网络异常，上传失败', null));
    request.ontimeout = () => reject(new UploadError('上传超时，请稍后再试', null));
    request.onabort = () => reject(new UploadCancelled());
  });
  const form = new FormData();
  form.append('file', file, file.name);
  request.open('POST', UPLOAD_URL);
  request.setRequestHeader('X-Upload-Request', '1');
  request.send(form);
  return { done, abort: () => request.abort() };
}
