import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { MESSAGE_DURATION_MS } from '../api/messages';
import { HEADER_HEIGHT_PX } from './header-metrics';

/** Toasts open below the header, so they never cover its account links (logout, 切换企业, 个人中心). */
const TOAST_OFFSETS = { top: `${HEADER_HEIGHT_PX + 12}px`, right: '1rem', bottom: '1rem', left: '1rem' };

/**
 * The toaster itself: zag's toast machine and Chakra's toast parts, loaded after the first screen through
 * toaster.tsx (issue 10, first-load budget). Import toaster.tsx, not this module, from code on the first load.
 */

/** The one toaster of the portal; failure and success messages stay 3 s (spec §8, §9). */
export const toaster = createToaster({
  placement: 'top',
  duration: MESSAGE_DURATION_MS,
  max: 3,
  offsets: TOAST_OFFSETS,
});

/** When each toast on screen was asked for: a route change closes those of the page before (toaster.tsx). */
const shownAt = new Map<string, number>();

/** One message at a time: a new step's message closes the previous step's, so they never contradict each other. */
function show(create: () => string): string {
  toaster.dismiss();
  shownAt.clear();
  const id = create();
  shownAt.set(id, Date.now());
  return id;
}

/** Shows a failure message; the same text already on screen is not stacked twice. Answers the toast's id. */
export function notifyFailure(message: string): string {
  if (toaster.isVisible(message)) return message;
  return show(() => toaster.create({ id: message, type: 'error', title: message, duration: MESSAGE_DURATION_MS }));
}

export function notifySuccess(message: string): void {
  show(() => toaster.create({ type: 'success', title: message, duration: MESSAGE_DURATION_MS }));
}

/** Closes the toasts asked for before `time`. */
export function dismissShownBefore(time: number): void {
  for (const [id, at] of shownAt) {
    if (at >= time) continue;
    toaster.dismiss(id);
    shownAt.delete(id);
  }
}

/** The toasts' region; toaster.tsx mounts it lazily. */
export default function ToastRegion() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} role="alert">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="关闭" />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
