import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Notifier } from '../forms/form-feedback';

/**
 * The portal's toasts without zag's toast machine on the first load (issue 10, first-load budget and blocking
 * time): the store and the region live in toast-store.tsx, fetched and mounted when the first message is asked for
 * (mounting the region re-renders the page at once, a long task on a phone while it starts); the message is shown
 * as soon as they have arrived (milliseconds later). Same texts, placement and 3 s as before (spec §8, §9).
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

/** Whether a message was asked for, so the region is mounted; components follow it through useSyncExternalStore. */
let wanted = false;
const wantedListeners = new Set<() => void>();

function subscribeWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

function withStore(use: (loaded: ToastStore) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
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

/**
 * A route change closes the previous page's toasts. A message asked for just before the change (安全退出成功！
 * then /login) belongs to the new page, so the last ROUTE_GRACE_MS are kept.
 */
export const ROUTE_GRACE_MS = 1000;

export function closePreviousPageToasts(now = Date.now()): void {
  if (store) store.dismissShownBefore(now - ROUTE_GRACE_MS);
}

/** The toaster as forms use it (shared/forms/form-feedback.ts). */
export const toastNotifier: Notifier = {
  failure: notifyFailure,
  success: notifySuccess,
  // Nothing to dismiss before any message was asked for: the toaster is not loaded for it.
  dismiss: (id: string) => {
    if (wanted) withStore((loaded) => loaded.toaster.dismiss(id));
  },
};

const ToastRegion = lazy(loadStore);

export function AppToaster() {
  const show = useSyncExternalStore(
    subscribeWanted,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
