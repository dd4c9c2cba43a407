/** Spec §2 dialog types of the login panel. */
export type AuthDialogType = 'login' | 'register' | 'forget' | 'GDAuthVerified' | 'addCompany';

export interface AuthDialogState {
  type: AuthDialogType;
  /** Run after a login or registration in the dialog (e.g. continue the action that needed it). */
  onSuccess?: () => void;
}

type Listener = () => void;

/** Which account dialog is open, if any. The dialog host renders it; any page or flow may open or switch it. */
export function createAuthDialogStore() {
  let state: AuthDialogState | null = null;
  const listeners = new Set<Listener>();
  const set = (next: AuthDialogState | null) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: (): AuthDialogState | null => state,
    open: (type: AuthDialogType, onSuccess?: () => void) => set({ type, onSuccess }),
    /** Switches the open dialog's panel (register / forget / login links inside it), keeping its callback. */
    switchTo: (type: AuthDialogType) => set({ type, onSuccess: state?.onSuccess }),
    close: () => set(null),
    /** Closes the dialog and runs its callback (after a login or registration in it). */
    succeed: () => {
      const onSuccess = state?.onSuccess;
      set(null);
      onSuccess?.();
    },
  };
}

export const authDialog = createAuthDialogStore();

/** Opens an account dialog, e.g. `openAuthDialog('login', () => apply())` before an action that needs a login. */
export const openAuthDialog = authDialog.open;
