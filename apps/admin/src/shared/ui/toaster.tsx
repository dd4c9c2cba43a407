import { createToaster, Toast, Toaster } from '@chakra-ui/react';

/**
 * Messages for 3 s (spec §8, §9), one at a time, at the bottom right: the header's navigation and 退出登录 stay
 * uncovered, as do the page's headings and filters at the top (docs/decisions/0081-what-a-new-user-trips-over.md, "Toasts").
 */
export const toaster = createToaster({ placement: 'bottom-end', duration: 3000, max: 3 });

/** When the message on screen was asked for: a route change closes it unless it was asked for just before. */
let shownAt = 0;
const ROUTE_GRACE_MS = 1000;

/** A new message closes the previous one, so two steps' messages never stand side by side. */
function replacePrevious(): void {
  toaster.dismiss();
  shownAt = Date.now();
}

export function notifyFailure(message: string): void {
  if (toaster.isVisible(message)) return;
  replacePrevious();
  toaster.create({ id: message, type: 'error', title: message });
}

export function notifySuccess(message: string): void {
  replacePrevious();
  toaster.create({ type: 'success', title: message });
}

/** The page changed: its message goes with it (one asked for right before the change belongs to the new page). */
export function closePreviousPageToast(now = Date.now()): void {
  if (now - shownAt > ROUTE_GRACE_MS) toaster.dismiss();
}

export function AppToaster() {
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root minW="280px" data-testid="toast">
          <Toast.Indicator />
          <Toast.Title>{toast.title}</Toast.Title>
        </Toast.Root>
      )}
    </Toaster>
  );
}
