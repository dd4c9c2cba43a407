import { QrCode, Stack, Text } from '@chakra-ui/react';
import { groupedSecret } from './login-form';

/** First login: the otpauth:// URI as a QR code for an authenticator app, and the secret to type in by hand. */
export function EnrolmentQr({ uri, secret }: { uri: string; secret: string }) {
  return (
    <Stack gap="2" align="center" bg="gray.50" borderRadius="md" p="4">
      <Text fontSize="sm">
        首次登录：请用身份验证器（如 Google Authenticator、Microsoft Authenticator）扫描二维码绑定账号
      </Text>
      <QrCode.Root
        value={uri}
        size="lg"
        bg="white"
        p="2"
        borderRadius="md"
        role="img"
        aria-label="动态验证码绑定二维码"
      >
        <QrCode.Frame>
          <QrCode.Pattern />
        </QrCode.Frame>
      </QrCode.Root>
      <Text fontSize="xs" color="gray.600">
        无法扫码时手动输入密钥：
      </Text>
      <Text fontFamily="mono" fontSize="sm" data-testid="totp-secret">
        {groupedSecret(secret)}
      </Text>
    </Stack>
  );
}
