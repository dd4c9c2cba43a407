import { describe, expect, it, vi } from 'vitest';
import { type CurrentUser, createSessionStore, type SessionBackend } from './session-store';
import { sessionUser } from './session-user.test-support';

const user = sessionUser({ ifCertification: true, identifyStatus: 1, hasCheckedFace: true });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSessionStore', () => {
  it('is unknown until `me` answers, asks once however many readers ensure it, then tells its listeners', async () => {
    const answer = deferred<CurrentUser | null>();
    const fetchMe = vi.fn(() => answer.promise);
    const store = createSessionStore(fetchMe);
    const listener = vi.fn();
    store.subscribe(listener);
    store.ensure();
    store.ensure();
    expect(store.snapshot().user).toBeUndefined();
    answer.resolve(user);
    await store.refresh();
    expect(fetchMe).toHaveBeenCalledTimes(1);
    expect(store.snapshot()).toEqual({ user, error: undefined });
    expect(listener).toHaveBeenCalledTimes(1);
    store.ensure();
    expect(fetchMe).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure as its error and asks again when next ensured', async () => {
    const failure = new TypeError('Failed to fetch');
    const fetchMe = vi.fn<() => Promise<CurrentUser | null>>().mockRejectedValueOnce(failure).mockResolvedValue(null);
    const store = createSessionStore(fetchMe);
    await store.refresh();
    expect(store.snapshot()).toEqual({ user: undefined, error: failure });
    store.ensure();
    await store.refresh();
    expect(fetchMe).toHaveBeenCalledTimes(2);
    expect(store.snapshot()).toEqual({ user: null, error: undefined });
  });

  it('hands what it knows to Apollo when attached, and asks through Apollo from then on', async () => {
    const store = createSessionStore(async () => user);
    await store.refresh();
    const backend: SessionBackend = { refresh: vi.fn(async () => undefined), write: vi.fn() };
    store.attach(backend);
    expect(backend.write).toHaveBeenCalledWith(user);
    await store.refresh();
    expect(backend.refresh).toHaveBeenCalledTimes(1);
  });

  it('puts an answer that arrives after Apollo attached into Apollo, not beside it', async () => {
    const answer = deferred<CurrentUser | null>();
    const store = createSessionStore(() => answer.promise);
    const pending = store.refresh();
    const backend: SessionBackend = { refresh: vi.fn(async () => undefined), write: vi.fn() };
    store.attach(backend);
    expect(backend.write).not.toHaveBeenCalled();
    answer.resolve(null);
    await pending;
    expect(backend.write).toHaveBeenCalledWith(null);
  });
});
