import { Button } from '@chakra-ui/react';
import { LineIcon } from '@sme/ui/line-icon';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PanelMode } from './useLogin';
import { useOutsideLoginStart } from './useOutsideLoginStart';

/** 微信登录: WeChat's QR page, which returns to /cbpage/wechat. */
export function WeChatLoginButton({ mode }: { mode: PanelMode }) {
  const { beginWeChatLogin } = useOutsideLoginStart();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    if (!(await beginWeChatLogin(mode === 'dialog' ? pathname + search : undefined))) setBusy(false);
  }
  return (
    <Button variant="outline" colorPalette="green" size="md" w="full" loading={busy} onClick={() => void start()}>
      <ChatIcon />
      微信登录
    </Button>
  );
}

function ChatIcon() {
  return (
    <LineIcon size="18" strokeWidth="1.8">
      <path d="M9 4C5.1 4 2 6.6 2 9.8c0 1.8 1 3.4 2.6 4.5L4 17l3-1.5c.6.2 1.3.3 2 .3" strokeLinejoin="round" />
      <path
        d="M15.5 9C12.5 9 10 11 10 13.5S12.5 18 15.5 18c.6 0 1.1-.1 1.6-.2L20 19l-.6-2.3c1.6-.9 2.6-2.3 2.6-3.9C22 11 19 9 15.5 9Z"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}
