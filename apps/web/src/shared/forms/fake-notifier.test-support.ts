import type { Notifier } from './form-feedback';

/** A toaster that records what is on screen. */
export function fakeNotifier() {
  const onScreen: string[] = [];
  const notifier: Notifier = {
    failure: (message) => {
      if (!onScreen.includes(message)) onScreen.push(message);
      return message;
    },
    success: (message) => {
      onScreen.push(message);
    },
    dismiss: (id) => {
      const at = onScreen.indexOf(id);
      if (at >= 0) onScreen.splice(at, 1);
    },
  };
  return { notifier, onScreen };
}
