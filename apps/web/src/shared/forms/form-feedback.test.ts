import { describe, expect, it } from 'vitest';
import { fakeNotifier } from './fake-notifier.test-support';
import { createFormFeedback } from './form-feedback';

describe('form feedback', () => {
  it('a success dismisses the form’s earlier failure toasts and shows only itself', () => {
    const { notifier, onScreen } = fakeNotifier();
    const form = createFormFeedback(notifier);
    form.failure('请输入原密码');
    form.failure('原密码错误，还可尝试4次');
    expect(onScreen).toEqual(['请输入原密码', '原密码错误，还可尝试4次']);
    form.success('密码修改成功');
    expect(onScreen).toEqual(['密码修改成功']);
  });

  it('leaves other forms’ toasts alone', () => {
    const { notifier, onScreen } = fakeNotifier();
    const password = createFormFeedback(notifier);
    const mobile = createFormFeedback(notifier);
    mobile.failure('请输入手机号');
    password.failure('请输入原密码');
    password.success('密码修改成功');
    expect(onScreen).toEqual(['请输入手机号', '密码修改成功']);
  });

  it('clear dismisses each toast once', () => {
    const { notifier, onScreen } = fakeNotifier();
    const form = createFormFeedback(notifier);
    form.failure('请输入验证码');
    form.clear();
    form.clear();
    expect(onScreen).toEqual([]);
  });
});
