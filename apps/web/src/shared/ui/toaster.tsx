import { lazy, Suspense } from 'react';
import type { Notifier } from '../forms/form-feedback';

/**
 * The portal's toasts without zag's toast machine on the first load (issue 10, first-load budget): the store and
 * the region live in toast-store.tsx, fetched right after the first render; a message asked for before it arrives
 * is shown as soon as it has (milliseconds later). Same texts, placement and 3 s as before (spec §8, §9).
 */
type ToastStore = typeof import('./toast-store');

let store: ToastStore | null = null;
let loading: Promise<ToastStore> | null = null;
const waiting: ((loaded: ToastStore) => void)[] = [];

function loadStore(): Promise<ToastStore> {
  loading ??= import('./toast-store').then((loaded) => {
    store = loaded;
    for (const show of waiting.splice(0)) show(loaded);
    return loaded;
  });
  return loading;
}

function withStore(use: (loaded: ToastStore) => void): void {
  if (store) {
    use(store);
    return;
  }
  waiting.push(use);
  void loadStore();
}

/** Shows a failure message; the same text already on screen is not stacked twice. Answers the toast's id. */
export function notifyFailure(message: string): string {
  withStore((loaded) => loaded.notifyFailure(message));
  // A failure toast's id is its text (toast-store.tsx), so it is known before the store is.
  return message;
}

export function notifySuccess(message: string): void {
  withStore((loaded) => loaded.notifySuccess(message));
}

/** The toaster as forms use it (shared/forms/form-feedback.ts). */
export const toastNotifier: Notifier = {
  failure: notifyFailure,
  success: notifySuccess,
  dismiss: (id: string) => withStore((loaded) => loaded.toaster.dismiss(id)),
};

const ToastRegion = lazy(loadStore);

export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
