import { Button, Text } from '@chakra-ui/react';
import { DialogFrame } from '@sme/ui/dialog';
import { useNavigate } from 'react-router-dom';
import { PROVINCIAL_L2_MESSAGE } from './verification-access';

/**
 * Spec §6/§8: with a provincial identify address stored, an unmet certification requirement is answered with this
 * alert; 前往核验 opens the provincial platform in a new tab (it redirects back itself), 取消 returns home.
 */
export function ProvincialVerificationNotice({ url }: { url: string }) {
  const navigate = useNavigate();
  return (
    <DialogFrame
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      title="提示"
      titleProps={{ fontSize: 'lg' }}
      width="520px"
      testId="provincial-notice"
      footer={
        <>
          <Button variant="outline" onClick={() => navigate('/', { replace: true })}>
            取消
          </Button>
          <Button colorPalette="brand" onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}>
            前往核验
          </Button>
        </>
      }
    >
      <Text color="gray.700" lineHeight="tall">
        {PROVINCIAL_L2_MESSAGE}
      </Text>
    </DialogFrame>
  );
}
