import { createToaster, Toast, Toaster } from '@chakra-ui/react';

/** Messages for 3 s at the top, as the portal shows them (spec §8, §9). */
export const toaster = createToaster({ placement: 'top', duration: 3000, max: 3 });

export function notifyFailure(message: string): void {
  toaster.create({ id: message, type: 'error', title: message });
}

export function notifySuccess(message: string): void {
  toaster.create({ type: 'success', title: message });
}

export function AppToaster() {
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root minW="280px">
          <Toast.Indicator />
          <Toast.Title>{toast.title}</Toast.Title>
        </Toast.Root>
      )}
    </Toaster>
  );
}
