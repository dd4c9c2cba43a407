import { describe, expect, it, vi } from 'vitest';
import { createPromptStore } from './prompt-store';

describe('createPromptStore', () => {
  it('shows a request until it is answered, then resolves with the answer', async () => {
    const store = createPromptStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const answer = store.protocolNotice();
    const [request] = store.snapshot();
    expect(request?.kind).toBe('protocol-notice');
    expect(listener).toHaveBeenCalledTimes(1);
    if (request?.kind !== 'protocol-notice') throw new Error('no notice');
    request.resolve(true);
    await expect(answer).resolves.toBe(true);
    expect(store.snapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stacks requests in order and settles each on its own', async () => {
    const store = createPromptStore();
    const captcha = store.captcha();
    const alert = store.alert('提醒', '该手机号已注册');
    expect(store.snapshot().map((request) => request.kind)).toEqual(['captcha', 'alert']);
    const alertRequest = store.snapshot()[1];
    if (alertRequest?.kind !== 'alert') throw new Error('no alert');
    expect(alertRequest.title).toBe('提醒');
    expect(alertRequest.message).toBe('该手机号已注册');
    alertRequest.resolve(undefined);
    await alert;
    expect(store.snapshot().map((request) => request.kind)).toEqual(['captcha']);
    const captchaRequest = store.snapshot()[0];
    if (captchaRequest?.kind !== 'captcha') throw new Error('no captcha');
    captchaRequest.resolve('token-1');
    await expect(captcha).resolves.toBe('token-1');
  });
});
