import { describe, expect, it, vi } from 'vitest';
import { createAuthDialogStore } from './auth-dialog-store';

describe('createAuthDialogStore', () => {
  it('opens, switches panels keeping the callback, and runs it once on success', () => {
    const store = createAuthDialogStore();
    const onSuccess = vi.fn();
    store.open('login', onSuccess);
    expect(store.snapshot()?.type).toBe('login');
    store.switchTo('register');
    expect(store.snapshot()).toEqual({ type: 'register', onSuccess });
    store.succeed();
    expect(store.snapshot()).toBeNull();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('closes without running the callback', () => {
    const store = createAuthDialogStore();
    const onSuccess = vi.fn();
    const listener = vi.fn();
    store.subscribe(listener);
    store.open('forget', onSuccess);
    store.close();
    expect(store.snapshot()).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
