import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useLoginForm } from '../login/useLoginForm';
import { LoginByInvitationMutation } from './invitation-operations';

/**
 * The landing of an invitation link (`/#/login?importToken=…`, spec §7 third/import/shb): one button logs in with
 * the one-time token — after the 温馨提示 notice like every login — and the shared completion (steps 4-7) follows.
 * Nothing is spent by merely opening the link.
 */
export function InvitationLoginPanel({ token }: { token: string }) {
  const navigate = useNavigate();
  const { busy, submit } = useLoginForm('page', {
    mutation: LoginByInvitationMutation,
    companiesOf: (data) => data.loginByInvitation,
  });
  const accept = () => submit({ variables: () => ({ token }) });

  return (
    <Stack gap="5" data-testid="invitation-login">
      <Heading as="h1" size="xl" textAlign="center" color="gray.800">
        受邀登录
      </Heading>
      <Text color="gray.700" lineHeight="tall">
        合作平台已邀请您加入区域中小企业融资服务平台，并为您的企业开通了账号。点击“接受邀请并登录”即可直接登录，无需密码。
      </Text>
      <Text fontSize="sm" color="gray.500">
        邀请链接只能使用一次；链接失效时，请联系邀请方重新获取，或使用本人手机号通过短信验证码登录。
      </Text>
      <Button colorPalette="brand" size="lg" loading={busy} onClick={() => void accept()}>
        接受邀请并登录
      </Button>
      <Button variant="ghost" colorPalette="brand" onClick={() => navigate('/login', { replace: true })}>
        使用短信或密码登录
      </Button>
    </Stack>
  );
}
