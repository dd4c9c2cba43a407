import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { AgreementLink } from '../components/AgreementLinks';

/** Spec §2/§4: 温馨提示 before logging in when a pop-up protocol changed; 同意 continues, 不同意 cancels. */
export function ProtocolNoticeDialog({ onAnswer }: { onAnswer: (agreed: boolean) => void }) {
  const agreeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      initialFocusEl={() => agreeRef.current}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onAnswer(false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="520px" maxW="calc(100vw - 2rem)" data-testid="protocol-notice">
            <Dialog.Header>
              <Dialog.Title fontSize="lg">温馨提示</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700" lineHeight="tall">
                欢迎使用区域中小企业融资服务平台！我们依据最新的法律法规更新了
                <AgreementLink agreement="privacy" />和
                <AgreementLink agreement="userService" />
                ，请您在登录前仔细阅读并充分理解相关条款。点击“同意”即表示您已阅读并同意上述协议的全部内容。
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onAnswer(false)}>
                不同意
              </Button>
              <Button ref={agreeRef} colorPalette="brand" onClick={() => onAnswer(true)}>
                同意
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
