import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../api/failure';
import { notifyOutcome } from './notify-outcome';
import { notifyFailure, notifySuccess } from './toaster';

vi.mock('./toaster', () => ({ notifyFailure: vi.fn(), notifySuccess: vi.fn() }));

describe('notifyOutcome', () => {
  beforeEach(() => vi.clearAllMocks());

  it('toasts the done text when the step succeeds', async () => {
    expect(await notifyOutcome(async () => 'answer', '认领成功')).toBe(true);
    expect(notifySuccess).toHaveBeenCalledWith('认领成功');
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it("toasts the failure's message when the step fails, and does not throw", async () => {
    expect(await notifyOutcome(() => Promise.reject(new TypeError('Failed to fetch')), '认领成功')).toBe(false);
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(notifyFailure).toHaveBeenCalledWith(MESSAGES.network);
  });
});
