import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { authDialog } from '#shared/session/auth-dialog-store.ts';
import { readProvincialIdentifyUrl } from '#shared/session/provincial-identify-url.ts';

export interface ProvincialVerifiedAnswers {
  /** 是: the person says the level is raised (the provincial login page logs in again). */
  onYes?: () => void;
  /** 否: the person still has to raise it. */
  onNo?: () => void;
  busy?: boolean;
}

/**
 * Spec §2 GDAuthVerified: "have you completed real-name verification on the provincial platform?" 是 / 否. In the
 * account dialog, 是 continues and 否 opens the stored provincial identify page (or /verified without one); the
 * provincial callback page passes its own answers.
 */
export function ProvincialVerifiedQuestion({ onYes, onNo, busy = false }: ProvincialVerifiedAnswers) {
  const navigate = useNavigate();
  const no =
    onNo ??
    (() => {
      authDialog.close();
      const identifyUrl = readProvincialIdentifyUrl();
      if (identifyUrl) window.open(identifyUrl, '_blank', 'noopener,noreferrer');
      else navigate('/verified');
    });
  return (
    <Stack gap="6" data-testid="gd-auth-verified">
      <Text color="gray.700" lineHeight="tall">
        您是否已在“广东省统一身份认证平台”完成四级（L2）以上实名核验？
      </Text>
      <HStack justify="flex-end">
        <Button variant="outline" onClick={no}>
          否，前往核验
        </Button>
        <Button colorPalette="brand" loading={busy} onClick={onYes ?? (() => authDialog.succeed())}>
          是
        </Button>
      </HStack>
    </Stack>
  );
}
