import { Button } from '@chakra-ui/react';
import { LineIcon } from '@sme/ui/line-icon';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { prompts } from '../prompts/prompt-store';
import type { PanelMode } from './useLogin';
import { useOutsideLoginStart } from './useOutsideLoginStart';

/**
 * Spec §2: 广东省统一身份认证平台登录 asks for the service authorisation first (不同意 / 同意并继续); 同意并继续 goes to
 * the provider, which returns to /cbpage/gdauth. From the dialog, the page under it is where the login comes back to.
 */
export function ProvincialLoginButton({ mode }: { mode: PanelMode }) {
  const { beginProvincialLogin } = useOutsideLoginStart();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  async function start() {
    if (!(await prompts.serviceAuthorisation())) return;
    setBusy(true);
    if (!(await beginProvincialLogin(mode === 'dialog' ? pathname + search : undefined))) setBusy(false);
  }
  return (
    <Button variant="outline" colorPalette="brand" size="md" w="full" loading={busy} onClick={() => void start()}>
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
