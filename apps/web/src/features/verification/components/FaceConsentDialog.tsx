import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';

/**
 * The separate consent to the face check (人脸识别授权), asked after the form and before anything is sent: 不同意
 * or closing answers false, 同意并继续 true. The dialog is 500 px wide, as spec §2 sets authorisation dialogs.
 */
export function FaceConsentDialog({ onAnswer }: { onAnswer: (agreed: boolean) => void }) {
  const agreeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      initialFocusEl={() => agreeRef.current}
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onAnswer(false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="500px" maxW="calc(100vw - 2rem)" data-testid="face-consent-dialog">
            <Dialog.Header>
              <Dialog.Title fontSize="lg">人脸识别授权</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700" lineHeight="tall">
                为核实您是该企业的法定代表人，平台将把您填写的姓名和身份证号提供给人脸识别服务，由其进行活体检测与人脸比对。
                平台仅保存认证结果及时间，不保存您的人脸照片；身份证号仅以脱敏形式留存。
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onAnswer(false)}>
                不同意
              </Button>
              <Button ref={agreeRef} colorPalette="brand" onClick={() => onAnswer(true)}>
                同意并继续
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
