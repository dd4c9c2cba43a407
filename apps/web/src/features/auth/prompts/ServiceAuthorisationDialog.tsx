import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { AgreementLink } from '../components/AgreementLinks';

/** Spec §2: before the provincial unified identity login, 500 px wide, 不同意 / 同意并继续. */
export function ServiceAuthorisationDialog({ onAnswer }: { onAnswer: (agreed: boolean) => void }) {
  return (
    <Dialog.Root
      open
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onAnswer(false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="500px" maxW="calc(100vw - 2rem)" data-testid="service-authorisation">
            <Dialog.Header>
              <Dialog.Title fontSize="lg">服务授权</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700" lineHeight="tall">
                您即将通过广东省统一身份认证平台登录本平台。为向您提供融资对接服务，需要您阅读并同意
                <AgreementLink agreement="userService" />
                <AgreementLink agreement="informationAuthorisation" />
                <AgreementLink agreement="creditCommitment" />
                ，授权本平台获取您在统一身份认证平台的身份信息。
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onAnswer(false)}>
                不同意
              </Button>
              <Button colorPalette="brand" onClick={() => onAnswer(true)}>
                同意并继续
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
