/**
 * Dialogs that a flow waits for (an alert, the protocol notice, the slider captcha, the service authorisation),
 * asked for with a function that answers a promise. One host component (PromptHost) shows the open ones; later
 * ones stack on top of earlier ones.
 */
export type PromptRequest =
  | { id: number; kind: 'alert'; title: string; message: string; resolve: (value: undefined) => void }
  | { id: number; kind: 'protocol-notice'; resolve: (agreed: boolean) => void }
  | { id: number; kind: 'service-authorisation'; resolve: (agreed: boolean) => void }
  | { id: number; kind: 'captcha'; resolve: (token: string | null) => void };

type Listener = () => void;

export function createPromptStore() {
  let requests: readonly PromptRequest[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  function open<T>(make: (id: number, resolve: (value: T) => void) => PromptRequest): Promise<T> {
    return new Promise<T>((resolve) => {
      const id = nextId++;
      const settle = (value: T) => {
        requests = requests.filter((request) => request.id !== id);
        emit();
        resolve(value);
      };
      requests = [...requests, make(id, settle)];
      emit();
    });
  }

  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: (): readonly PromptRequest[] => requests,
    /** An alert with one 确定 button; resolves when it closes. */
    alert: (title: string, message: string) =>
      open<undefined>((id, resolve) => ({ id, kind: 'alert', title, message, resolve })),
    /** The 温馨提示 protocol notice: true for 同意, false for 不同意 or closing. */
    protocolNotice: () => open<boolean>((id, resolve) => ({ id, kind: 'protocol-notice', resolve })),
    /** The provincial login's service authorisation: true for 同意并继续. */
    serviceAuthorisation: () => open<boolean>((id, resolve) => ({ id, kind: 'service-authorisation', resolve })),
    /** The slider captcha: the one-time token once solved, null when closed or refused. */
    captcha: () => open<string | null>((id, resolve) => ({ id, kind: 'captcha', resolve })),
  };
}

export type PromptStore = ReturnType<typeof createPromptStore>;

export const prompts = createPromptStore();
