import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { authDialog } from '../../../shared/session/auth-dialog-store';

/** Spec §2 GDAuthVerified: "have you completed real-name verification on the provincial platform?" 是 / 否. */
export function ProvincialVerifiedQuestion() {
  const navigate = useNavigate();
  return (
    <Stack gap="6" data-testid="gd-auth-verified">
      <Text color="gray.700" lineHeight="tall">
        您是否已在“广东省统一身份认证平台”完成实名认证？
      </Text>
      <HStack justify="flex-end">
        <Button
          variant="outline"
          onClick={() => {
            authDialog.close();
            navigate('/verified');
          }}
        >
          否，前往实名认证
        </Button>
        <Button colorPalette="brand" onClick={() => authDialog.succeed()}>
          是
        </Button>
      </HStack>
    </Stack>
  );
}
