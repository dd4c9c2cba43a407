import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionEnder } from './session-ender';

describe('createSessionEnder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the message for 3 s, then clears the token and goes to the login page', () => {
    const deps = { notify: vi.fn(), clearToken: vi.fn(), goToLogin: vi.fn() };
    const endSession = createSessionEnder(deps);
    endSession();
    expect(deps.notify).toHaveBeenCalledWith('账号已在其他地方登录或登录已过期，请重新登录');
    vi.advanceTimersByTime(2999);
    expect(deps.clearToken).not.toHaveBeenCalled();
    expect(deps.goToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.clearToken).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('ends the session once when several requests fail together', () => {
    const deps = { notify: vi.fn(), clearToken: vi.fn(), goToLogin: vi.fn() };
    const endSession = createSessionEnder(deps);
    endSession();
    endSession();
    endSession();
    vi.advanceTimersByTime(3000);
    expect(deps.notify).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    endSession();
    expect(deps.notify).toHaveBeenCalledTimes(2);
  });
});
