import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionEnder } from './session-ender';

function fakeDeps() {
  const calls: string[] = [];
  return {
    calls,
    notify: vi.fn((message: string) => {
      calls.push(`notify ${message}`);
    }),
    endServerSession: vi.fn(async () => {
      calls.push('logout');
    }),
    resetStore: vi.fn(async () => {
      calls.push('resetStore');
    }),
    goToLogin: vi.fn(() => {
      calls.push('goToLogin');
    }),
  };
}

describe('createSessionEnder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the message for 3 s, then logs out on the server, goes to the login page and resets the store', async () => {
    const deps = fakeDeps();
    const endSession = createSessionEnder(deps);
    endSession();
    expect(deps.notify).toHaveBeenCalledWith('账号已在其他地方登录或登录已过期，请重新登录');
    await vi.advanceTimersByTimeAsync(2999);
    expect(deps.endServerSession).not.toHaveBeenCalled();
    expect(deps.goToLogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(deps.calls).toEqual([
      'notify 账号已在其他地方登录或登录已过期，请重新登录',
      'logout',
      'goToLogin',
      'resetStore',
    ]);
  });

  it('ends the session once when several requests fail together', async () => {
    const deps = fakeDeps();
    const endSession = createSessionEnder(deps);
    endSession();
    endSession();
    endSession();
    await vi.advanceTimersByTimeAsync(3000);
    await vi.runAllTimersAsync();
    expect(deps.notify).toHaveBeenCalledTimes(1);
    expect(deps.endServerSession).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    endSession();
    expect(deps.notify).toHaveBeenCalledTimes(2);
  });

  it('still goes to the login page when the logout call fails', async () => {
    const deps = fakeDeps();
    deps.endServerSession.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const endSession = createSessionEnder(deps);
    endSession();
    await vi.advanceTimersByTimeAsync(3000);
    await vi.runAllTimersAsync();
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    expect(deps.resetStore).toHaveBeenCalledTimes(1);
  });
});
