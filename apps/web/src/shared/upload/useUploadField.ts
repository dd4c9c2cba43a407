import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { endSession } from '../api/apollo-client';
import { notifyFailure } from '../ui/toaster';
import { compressForUpload } from './compress-image';
import { deleteFilesQuietly } from './delete-files';
import {
  emptyBookkeeping,
  pathsToDeleteOnAbandon,
  pathsToDeleteOnSubmit,
  recordAdded,
  recordDeleted,
  type UploadBookkeeping,
} from './upload-bookkeeping';
import { isPlaceholder, storedPaths, type UploadItem, uploadListReducer } from './upload-list';
import { type RunningUpload, startUpload, UploadCancelled, UploadError } from './upload-request';
import { fileRefusal, type UploadKinds } from './upload-rules';

export interface UploadFieldOptions {
  kinds: UploadKinds;
  max: number;
  /** Paths the form already has (a saved record): never deleted when the form is left. */
  initial?: readonly { path: string; name: string }[];
}

/** The upload running now: its name and progress (0-1), shown by the 数据上传 dialog. */
export interface UploadProgress {
  name: string;
  fraction: number;
}

export interface UploadField {
  kinds: UploadKinds;
  max: number;
  items: UploadItem[];
  /** Stored paths in list order (what the form submits). */
  paths: string[];
  uploading: boolean;
  progress: UploadProgress | null;
  /** Uploads the chosen files one after the other. */
  add(files: readonly File[]): Promise<void>;
  /** Stops the running upload (after the user confirmed). */
  cancel(): void;
  /** Takes an item off the list; its file is deleted when the form is submitted. */
  remove(key: string): void;
  /** The form was submitted with these paths: removed files are deleted, the rest kept. */
  keep(): void;
  /** The form is left unsubmitted: files uploaded here are deleted. Also done on unmount and page hide. */
  abandon(): void;
}

let nextId = 0;

/**
 * One upload field of a form (spec §4 upload placeholder and delete-files cleanup): the list with its loading-
 * placeholders, recompression, the upload with progress and cancel, and the bookkeeping of added and deleted
 * paths that `keep` and `abandon` settle.
 */
export function useUploadField({ kinds, max, initial = [] }: UploadFieldOptions): UploadField {
  const [items, dispatch] = useReducer(uploadListReducer, initial, (start): UploadItem[] =>
    start.map((file) => ({ key: file.path, path: file.path, name: file.name })),
  );
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const book = useRef<UploadBookkeeping>(emptyBookkeeping);
  const running = useRef<RunningUpload | null>(null);
  const settled = useRef(false);
  const countRef = useRef(items.length);
  countRef.current = items.length;

  const abandon = useCallback(() => {
    if (settled.current) return;
    settled.current = true;
    running.current?.abort();
    const paths = pathsToDeleteOnAbandon(book.current);
    book.current = emptyBookkeeping;
    if (paths.length > 0) deleteFilesQuietly(paths);
  }, []);

  useEffect(() => {
    settled.current = false;
    window.addEventListener('pagehide', abandon);
    return () => {
      window.removeEventListener('pagehide', abandon);
      abandon();
    };
  }, [abandon]);

  const add = useCallback(
    async (files: readonly File[]) => {
      for (const chosen of files) {
        if (countRef.current >= max) {
          notifyFailure(`最多上传${max}个文件`);
          return;
        }
        const refusal = fileRefusal(chosen, kinds);
        if (refusal) {
          notifyFailure(`${chosen.name}：${refusal}`);
          continue;
        }
        nextId += 1;
        const id = `${Date.now()}-${nextId}`;
        dispatch({ type: 'started', id, name: chosen.name });
        countRef.current += 1;
        setProgress({ name: chosen.name, fraction: 0 });
        try {
          const file = await compressForUpload(chosen);
          const upload = startUpload(file, (fraction) => setProgress({ name: chosen.name, fraction }));
          running.current = upload;
          const path = await upload.done;
          book.current = recordAdded(book.current, path);
          if (settled.current) deleteFilesQuietly([path]);
          dispatch({ type: 'uploaded', id, path });
        } catch (error) {
          dispatch({ type: 'failed', id });
          countRef.current -= 1;
          if (error instanceof UploadError && error.code === 'UNAUTHENTICATED') endSession();
          else if (!(error instanceof UploadCancelled)) notifyFailure((error as Error).message);
        } finally {
          running.current = null;
          setProgress(null);
        }
      }
    },
    [kinds, max],
  );

  const remove = useCallback(
    (key: string) => {
      const item = items.find((entry) => entry.key === key);
      if (!item || isPlaceholder(item)) return;
      book.current = recordDeleted(book.current, item.path);
      dispatch({ type: 'removed', key });
    },
    [items],
  );

  const paths = storedPaths(items);
  const keep = useCallback(() => {
    const remove = pathsToDeleteOnSubmit(book.current, paths);
    settled.current = true;
    book.current = emptyBookkeeping;
    if (remove.length > 0) deleteFilesQuietly(remove);
  }, [paths]);

  return {
    kinds,
    max,
    items,
    paths,
    uploading: progress !== null,
    progress,
    add,
    cancel: () => running.current?.abort(),
    remove,
    keep,
    abandon,
  };
}
