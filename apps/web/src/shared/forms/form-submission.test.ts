import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it, vi } from 'vitest';
import { fakeNotifier } from './fake-notifier.test-support';
import { createFormFeedback } from './form-feedback';
import { type FormMessages, runFormSubmission, type SubmitBehaviour } from './form-submission';

const refused = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

/** A form with a fake toaster and its field-message reset counted. */
function form() {
  const { notifier, onScreen } = fakeNotifier();
  const feedback = createFormFeedback(notifier);
  const state = { resets: 0 };
  return {
    onScreen,
    state,
    messages: {
      feedback,
      reset: () => {
        state.resets += 1;
        feedback.clear();
      },
    },
  };
}

/** Submits through a mutation that throws `error`; `behaviour` overrides the form's failure text and callbacks. */
function submitFailing(
  messages: FormMessages,
  error: unknown,
  behaviour: Partial<SubmitBehaviour<unknown, Record<string, never>>> = {},
) {
  return runFormSubmission({
    input: {},
    mutate: async () => {
      throw error;
    },
    form: messages,
    failureText: '请求失败，请稍后再试',
    ...behaviour,
  });
}

describe('runFormSubmission', () => {
  it('on success: the form’s messages cleared, onCompleted with data and variables, then the success text', async () => {
    const { onScreen, state, messages } = form();
    messages.feedback.failure('请输入原密码');
    const onCompleted = vi.fn();
    const data = await runFormSubmission({
      input: { oldPassword: 'Demo@2026', newPassword: 'Better2026' },
      mutate: async () => ({ modifyPassword: true }),
      form: messages,
      successText: '密码修改成功',
      failureText: '请求失败，请稍后再试',
      onCompleted,
    });
    expect(data).toEqual({ modifyPassword: true });
    expect(onCompleted).toHaveBeenCalledWith(
      { modifyPassword: true },
      { oldPassword: 'Demo@2026', newPassword: 'Better2026' },
    );
    expect(state.resets).toBe(1);
    expect(onScreen).toEqual(['密码修改成功']);
  });

  it('on a refusal: the server’s Chinese message, the form’s messages kept, nothing completed', async () => {
    const { onScreen, state, messages } = form();
    const onCompleted = vi.fn();
    const error = refused('原密码错误，还可尝试4次', {
      code: 'BUSINESS_ERROR',
      gatewayCode: GatewayCode.BAD_CREDENTIALS,
    });
    const data = await submitFailing(messages, error, { successText: '密码修改成功', onCompleted });
    expect(data).toBeNull();
    expect(onCompleted).not.toHaveBeenCalled();
    expect(state.resets).toBe(0);
    expect(onScreen).toEqual(['原密码错误，还可尝试4次']);
  });

  it('falls back to the form’s text for a failure without a Chinese message', async () => {
    const { onScreen, messages } = form();
    await submitFailing(messages, new TypeError('Failed to fetch'), { failureText: '请求失败，请稍后重试' });
    expect(onScreen).toEqual(['请求失败，请稍后重试']);
  });

  it('leaves an ended session to the forced logout: no message, no onFailure', async () => {
    const { onScreen, messages } = form();
    const onFailure = vi.fn();
    for (const error of [
      refused('登录已失效', { code: 'UNAUTHENTICATED' }),
      refused('账号已停用', { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.FORCE_LOGOUT }),
    ]) {
      const data = await submitFailing(messages, error, { onFailure });
      expect(data).toBeNull();
    }
    expect(onFailure).not.toHaveBeenCalled();
    expect(onScreen).toEqual([]);
  });

  it('reports through onFailure instead of a toast when the form says so (the login’s 提示 alert)', async () => {
    const { onScreen, messages } = form();
    const onFailure = vi.fn();
    const error = refused('手机号或密码错误', { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.BAD_CREDENTIALS });
    await submitFailing(messages, error, { onFailure });
    expect(onFailure).toHaveBeenCalledWith(error);
    expect(onScreen).toEqual([]);
  });

  it('runs a step before the mutation, and stops quietly when the step answers null', async () => {
    const { onScreen, messages } = form();
    const mutate = vi.fn(async (variables: { captchaToken: string }) => ({ ok: variables.captchaToken }));
    const stopped = await runFormSubmission({ input: async () => null, mutate, form: messages, failureText: 'x' });
    expect(stopped).toBeNull();
    expect(mutate).not.toHaveBeenCalled();
    const done = await runFormSubmission({
      input: async () => ({ captchaToken: 'token' }),
      mutate,
      form: messages,
      failureText: 'x',
    });
    expect(done).toEqual({ ok: 'token' });
    expect(onScreen).toEqual([]);
  });

  it('counts an answer without data as a failure', async () => {
    const { onScreen, messages } = form();
    const data = await runFormSubmission({
      input: {},
      mutate: async () => null,
      form: messages,
      successText: '成功',
      failureText: '请求失败，请稍后再试',
    });
    expect(data).toBeNull();
    expect(onScreen).toEqual(['请求失败，请稍后再试']);
  });
});
