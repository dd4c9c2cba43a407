import { useSyncExternalStore } from 'react';

/**
 * Where a login that has picked its company stands, as explicit state instead of a flag reset by a timer:
 * - idle: no login is being completed;
 * - logging-in: loginWithCompany runs; the new session (and `me`) can exist before the flow has navigated on;
 * - navigating: the flow has navigated to the remembered address and waits for the location to show it.
 * While it is not idle, the visitor guard leaves /login to the flow instead of sending the new user home.
 */
export type LoginFlowState =
  | { phase: 'idle' }
  | { phase: 'logging-in' }
  | { phase: 'navigating'; from: string; to: string };

const IDLE: LoginFlowState = { phase: 'idle' };

/** The path of an in-portal route (`/product/5?x=1` → `/product/5`). */
export function pathnameOf(route: string): string {
  return route.split(/[?#]/, 1)[0] || '/';
}

export function createLoginFlow() {
  let state: LoginFlowState = IDLE;
  const listeners = new Set<() => void>();
  const set = (next: LoginFlowState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: (): LoginFlowState => state,
    /** loginWithCompany starts. */
    begin: () => set({ phase: 'logging-in' }),
    /** The flow navigates from `from` (the page it ran on) to `to`. */
    navigate: (from: string, to: string) => set({ phase: 'navigating', from, to: pathnameOf(to) }),
    /** The router shows `pathname`: the flow's navigation is over once it has left the page it started from. */
    arrived(pathname: string): void {
      if (state.phase === 'navigating' && (pathname === state.to || pathname !== state.from)) set(IDLE);
    },
    /** The login failed, or it finished without navigating (the dialog closes where the user is). */
    end: () => set(IDLE),
  };
}

export type LoginFlow = ReturnType<typeof createLoginFlow>;

/** True while a login flow owns the route: the visitor guard must not send the new user home from /login. */
export const loginFlowOwnsRoute = (state: LoginFlowState): boolean => state.phase !== 'idle';

export const loginFlow = createLoginFlow();

export function useLoginFlow(): LoginFlowState {
  return useSyncExternalStore(loginFlow.subscribe, loginFlow.snapshot, loginFlow.snapshot);
}
