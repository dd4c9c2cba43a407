import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { BackToLogin, CallbackFrame, CallbackWorking } from '../components/CallbackFrame';
import { alertLoginFailure } from '../login/company-login';
import { WeChatLoginMutation } from '../login/outside-login-operations';
import { OUTSIDE_LOGIN_TEXTS as TEXTS } from '../login/outside-login-texts';
import { takeCallbackOnce } from '../login/provider-callback';
import { useLogin } from '../login/useLogin';
import { prompts } from '../prompts/prompt-store';
import { rememberWeChatBinding, takeBegunLogin } from '../storage/outside-login-storage';

/**
 * /cbpage/wechat (ours): WeChat returned here (the graph handed the real callback over). A bound WeChat user logs in
 * (spec §4 steps 4-7); an unbound one goes to /login, where the panel says that the next normal login binds it.
 */
export function WeChatCallbackPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { continueWithCompanies } = useLogin('page');
  const [weChatLogin] = useMutation(WeChatLoginMutation, { context: QUIET_ERRORS });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const callback = takeCallbackOnce(search);
    if (!callback) return;
    navigate('/cbpage/wechat', { replace: true });
    void (async () => {
      const begun = takeBegunLogin('wechat');
      if (callback.kind !== 'code' || !begun?.appId) {
        await prompts.alert('提示', callback.kind === 'cancelled' ? TEXTS.wechatCancelled : TEXTS.wechatExpired);
        setFailed(true);
        return;
      }
      try {
        const { data } = await weChatLogin({
          variables: { appId: begun.appId, code: callback.code, state: callback.state },
        });
        if (!data) throw new Error('no WeChat login answer');
        const { bound, nickname, companies } = data.weChatLogin;
        if (!bound) {
          rememberWeChatBinding({ nickname: nickname ?? null });
          navigate('/login', { replace: true });
          return;
        }
        if (!(await continueWithCompanies(companies, begun.agreed, true))) setFailed(true);
      } catch (error) {
        await alertLoginFailure(error);
        setFailed(true);
      }
    })();
  }, [weChatLogin, navigate, search, continueWithCompanies]);

  return (
    <CallbackFrame title="微信登录" testId="wechat-callback">
      {failed ? <BackToLogin /> : <CallbackWorking text={TEXTS.wechatWorking} />}
    </CallbackFrame>
  );
}
