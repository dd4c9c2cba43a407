import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useNavigate } from 'react-router-dom';
import { PROVINCIAL_L2_MESSAGE } from './verification-access';

/**
 * Spec §6/§8: with a provincial identify address stored, an unmet certification requirement is answered with this
 * alert; 前往核验 opens the provincial platform in a new tab (it redirects back itself), 取消 returns home.
 */
export function ProvincialVerificationNotice({ url }: { url: string }) {
  const navigate = useNavigate();
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={() => {}}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="520px" maxW="calc(100vw - 2rem)" data-testid="provincial-notice">
            <Dialog.Header>
              <Dialog.Title fontSize="lg">提示</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700" lineHeight="tall">
                {PROVINCIAL_L2_MESSAGE}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => navigate('/', { replace: true })}>
                取消
              </Button>
              <Button colorPalette="brand" onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}>
                前往核验
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
