/**
 * Which uploaded files a form must delete (spec §4: deleted and added paths are remembered and cleaned up through
 * delete-files). Added: uploaded while the form is open. Deleted: removed from the list by the user.
 * - The form is submitted: what the user removed is deleted (paths the submission no longer references).
 * - The form is abandoned: what was added and not submitted is deleted; removed files that were there before stay
 *   (the saved record still references them).
 */
export interface UploadBookkeeping {
  added: ReadonlySet<string>;
  deleted: ReadonlySet<string>;
}

export const emptyBookkeeping: UploadBookkeeping = { added: new Set(), deleted: new Set() };

export function recordAdded(book: UploadBookkeeping, path: string): UploadBookkeeping {
  return { added: new Set([...book.added, path]), deleted: book.deleted };
}

export function recordDeleted(book: UploadBookkeeping, path: string): UploadBookkeeping {
  return { added: book.added, deleted: new Set([...book.deleted, path]) };
}

/** Paths to delete once the form is submitted with `submitted`: removed ones the submission does not use. */
export function pathsToDeleteOnSubmit(book: UploadBookkeeping, submitted: readonly string[]): string[] {
  return [...book.deleted].filter((path) => !submitted.includes(path));
}

/** Paths to delete when the form is left unsubmitted: everything uploaded here (listed or removed since). */
export function pathsToDeleteOnAbandon(book: UploadBookkeeping): string[] {
  return [...book.added];
}
