import { Button, HStack, Link, Separator } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { offersCompanySwitch } from '../company/company-switch';
import { useLogout } from '../session/useLogout';

const linkStyle = { color: 'inherit', _hover: { color: 'accent.400' } } as const;

/** `track`: the link's clicks are counted by the behaviour tracking (shared/tracking), named by its text. */
function RouteLink({
  to,
  children,
  testId,
  track,
}: {
  to: string;
  children: ReactNode;
  testId?: string;
  track?: boolean;
}) {
  return (
    <Link asChild {...linkStyle} data-testid={testId} data-track={track ? '' : undefined}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/**
 * Spec §2 header account links. Logged out: 企业登录, 企业注册. Logged in: the masked mobile (→ /account/1),
 * 继续实名认证 while the session's company is uncertified, 切换企业 when it is certified — and also whenever the
 * account holds more than one company, so an account on its uncertified company can always get back to another
 * (docs/decisions/0016-accounts-clean-up-after-the-second-attack-run-csp-hsts-no.md) — then 安全退出, 个人中心, then `messages` (the message centre's link with its unread count,
 * composed by the app shell). `extra` follows them (the staff login link).
 */
export function AccountLinks({ extra, messages }: { extra: ReactNode; messages?: ReactNode }) {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const separator = <Separator orientation="vertical" h="3" borderColor="whiteAlpha.500" />;
  if (!user) {
    return (
      <HStack gap="3" rowGap="1" wrap="wrap" justify="flex-end" separator={separator}>
        <RouteLink to="/login" track>
          企业登录
        </RouteLink>
        <RouteLink to="/register" track>
          企业注册
        </RouteLink>
        {extra}
      </HStack>
    );
  }
  return (
    <HStack gap="3" rowGap="1" wrap="wrap" justify="flex-end" separator={separator} data-testid="account-links">
      <RouteLink to="/account/1" testId="header-mobile">
        {user.maskedMobile}
      </RouteLink>
      {!user.ifCertification && <RouteLink to="/verified">继续实名认证</RouteLink>}
      {offersCompanySwitch(user) && <RouteLink to="/changeCompany">切换企业</RouteLink>}
      <Button variant="plain" size="xs" h="auto" p="0" fontSize="xs" {...linkStyle} onClick={() => void logout()}>
        安全退出
      </Button>
      <RouteLink to="/account/1">个人中心</RouteLink>
      {messages}
      {extra}
    </HStack>
  );
}
