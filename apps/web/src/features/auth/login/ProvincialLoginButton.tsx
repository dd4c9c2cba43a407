import { Button } from '@chakra-ui/react';
import { LineIcon } from '../../../shared/ui/LineIcon';
import { toaster } from '../../../shared/ui/toaster';
import { prompts } from '../prompts/prompt-store';
import { LOGIN_TEXTS } from './login-texts';

/**
 * Spec §2: 广东省统一身份认证平台登录 asks for the service authorisation first. The provincial single sign-on
 * itself is a later issue, so 同意并继续 says it is not connected yet.
 */
export function ProvincialLoginButton() {
  async function start() {
    if (await prompts.serviceAuthorisation())
      toaster.create({ type: 'info', title: LOGIN_TEXTS.provincialNotConnected });
  }
  return (
    <Button variant="outline" colorPalette="brand" size="md" w="full" onClick={() => void start()}>
      <ShieldIcon />
      广东省统一身份认证平台登录
    </Button>
  );
}

function ShieldIcon() {
  return (
    <LineIcon size="18" strokeWidth="1.8">
      <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Z" strokeLinejoin="round" />
      <path d="m8.5 12 2.5 2.5 4.5-5" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}
