/** One entry of an upload list (spec §3 File): a stored path, or "loading-<id>" while its upload runs. */
export interface UploadItem {
  key: string;
  path: string;
  /** The name the user chose (shown under the card). */
  name: string;
}

export const LOADING_PREFIX = 'loading-';

export function isPlaceholder(item: UploadItem): boolean {
  return item.path.startsWith(LOADING_PREFIX);
}

export type UploadListAction =
  | { type: 'started'; id: string; name: string }
  | { type: 'uploaded'; id: string; path: string }
  | { type: 'failed'; id: string }
  | { type: 'removed'; key: string }
  | { type: 'reset'; items: UploadItem[] };

/** The list as the widget shows it: a placeholder while uploading, replaced in place by the returned path. */
export function uploadListReducer(items: UploadItem[], action: UploadListAction): UploadItem[] {
  switch (action.type) {
    case 'started':
      return [...items, { key: action.id, path: `${LOADING_PREFIX}${action.id}`, name: action.name }];
    case 'uploaded':
      return items.map((item) =>
        item.path === `${LOADING_PREFIX}${action.id}` ? { ...item, path: action.path } : item,
      );
    case 'failed':
      return items.filter((item) => item.path !== `${LOADING_PREFIX}${action.id}`);
    case 'removed':
      return items.filter((item) => item.key !== action.key);
    case 'reset':
      return action.items;
  }
}

/** The stored paths of a list (what a form submits): placeholders are not files yet. */
export function storedPaths(items: readonly UploadItem[]): string[] {
  return items.filter((item) => !isPlaceholder(item)).map((item) => item.path);
}
