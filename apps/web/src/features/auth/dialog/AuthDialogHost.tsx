import { Center, CloseButton, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
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
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={state !== null}
      onOpenChange={(details) => {
        if (!details.open) authDialog.close();
      }}
      placement="center"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="520px" maxW="calc(100vw - 2rem)" data-testid="auth-dialog">
            <Dialog.Header>
              <Dialog.Title srOnly={state?.type === 'login' || state?.type === 'register' || state?.type === 'forget'}>
                {state ? TITLES[state.type] : ''}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="8" px="10">
              {state && (
                <Suspense
                  fallback={
                    <Center minH="40" aria-label="加载中">
                      <Spinner color="brand.600" />
                    </Center>
                  }
                >
                  <Panel key={state.type} type={state.type} addCompanyPanel={addCompanyPanel} />
                </Suspense>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
