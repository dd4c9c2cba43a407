import { describe, expect, it, vi } from 'vitest';

const shown: string[] = [];
vi.mock('./toast-store', () => ({
  notifyFailure: (message: string) => {
    shown.push(`failure:${message}`);
    return message;
  },
  notifySuccess: (message: string) => shown.push(`success:${message}`),
  toaster: { dismiss: (id: string) => shown.push(`dismiss:${id}`) },
  dismissShownBefore: (time: number) => shown.push(`before:${time}`),
  default: () => null,
}));

describe('toaster (the store loaded after the first screen)', () => {
  it('shows messages asked for before the store arrived, in order, and answers a failure id at once', async () => {
    const { notifyFailure, notifySuccess, toastNotifier } = await import('./toaster');
    expect(notifyFailure('请输入原密码')).toBe('请输入原密码');
    notifySuccess('密码修改成功');
    toastNotifier.dismiss('请输入原密码');
    expect(shown).toEqual([]);
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(shown).toEqual(['failure:请输入原密码', 'success:密码修改成功', 'dismiss:请输入原密码']);
    notifySuccess('添加成功');
    expect(shown.at(-1)).toBe('success:添加成功');
  });

  it('loads nothing for a dismiss before any message', async () => {
    vi.resetModules();
    shown.length = 0;
    const { toastNotifier } = await import('./toaster');
    toastNotifier.dismiss('请输入原密码');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toEqual([]);
  });

  it('closes on a route change only the toasts asked for more than a second before it', async () => {
    vi.resetModules();
    shown.length = 0;
    const { closePreviousPageToasts, notifySuccess, ROUTE_GRACE_MS } = await import('./toaster');
    closePreviousPageToasts(5_000);
    expect(shown).toEqual([]);
    notifySuccess('安全退出成功！');
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    closePreviousPageToasts(5_000);
    expect(shown.at(-1)).toBe(`before:${5_000 - ROUTE_GRACE_MS}`);
  });
});
