import { Center, Spinner } from '@chakra-ui/react';
import { DialogFrame } from '@sme/ui/dialog';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { type AuthDialogType, authDialog } from '#shared/session/auth-dialog-store.ts';
import { ProvincialVerifiedQuestion } from './SimplePrompts';

// The panels load when the dialog first opens: the first screen never needs them (issue 10, first-load budget).
const LoginPanel = lazy(() => import('../login/LoginPanel').then((module) => ({ default: module.LoginPanel })));
const RegisterPanel = lazy(() =>
  import('../register/RegisterPanel').then((module) => ({ default: module.RegisterPanel })),
);
const ForgetPanel = lazy(() => import('../forget/ForgetPanel').then((module) => ({ default: module.ForgetPanel })));

const TITLES: Record<AuthDialogType, string> = {
  login: '企业登录',
  register: '企业注册',
  forget: '忘记密码',
  GDAuthVerified: '实名认证',
  addCompany: '添加企业',
};

function Panel({ type, addCompanyPanel }: { type: AuthDialogType; addCompanyPanel: ReactNode }) {
  switch (type) {
    case 'login':
      return <LoginPanel mode="dialog" />;
    case 'register':
      return <RegisterPanel mode="dialog" />;
    case 'forget':
      return <ForgetPanel mode="dialog" />;
    case 'GDAuthVerified':
      return <ProvincialVerifiedQuestion />;
    case 'addCompany':
      return addCompanyPanel;
  }
}

/**
 * The account dialog of spec §2 (520 px); its panels switch in place. Mounted once by the shell, which passes the
 * addCompany panel in (it belongs to the companies feature, which this feature must not import).
 */
export function AuthDialogHost({ addCompanyPanel }: { addCompanyPanel: ReactNode }) {
  const state = useSyncExternalStore(authDialog.subscribe, authDialog.snapshot);
  return (
    <DialogFrame
      open={state !== null}
      onClose={() => authDialog.close()}
      placement="center"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
      title={state ? TITLES[state.type] : ''}
      titleProps={{ srOnly: state?.type === 'login' || state?.type === 'register' || state?.type === 'forget' }}
      width="520px"
      testId="auth-dialog"
      bodyProps={{ pb: '8', px: '10' }}
      closeButton
    >
      {state && (
        <Suspense
          fallback={
            <Center minH="40" role="status" aria-label="加载中">
              <Spinner color="brand.600" />
            </Center>
          }
        >
          <Panel key={state.type} type={state.type} addCompanyPanel={addCompanyPanel} />
        </Suspense>
      )}
    </DialogFrame>
  );
}
