import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';

/** The revocation's confirmation (500 px, as spec §2 sets authorisation dialogs): 我再想想 or 确定撤销. */
export function RevokeConfirmDialog({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      initialFocusEl={() => keepRef.current}
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onAnswer(false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="500px" maxW="calc(100vw - 2rem)" data-testid="revoke-confirm-dialog">
            <Dialog.Header>
              <Dialog.Title fontSize="lg">确认撤销数据授权</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700" lineHeight="tall">
                撤销后，平台运营方及合作金融机构将不能再查询贵企业的信用信息，依赖授权的融资服务可能无法继续办理。确定撤销吗？
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={keepRef} variant="outline" onClick={() => onAnswer(false)}>
                我再想想
              </Button>
              <Button colorPalette="red" onClick={() => onAnswer(true)}>
                确定撤销
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
