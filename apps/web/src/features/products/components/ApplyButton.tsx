import { Button, Dialog, Image, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '#gql';
import { useQueryOnClick } from '#shared/api/useQueryOnClick.ts';
import { openAuthDialog } from '#shared/session/auth-dialog-store.ts';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { notifyFailure } from '#shared/ui/toaster.tsx';
import { applyActionOf } from './apply-method';

const ApplyMethodQuery = graphql(`
  query ApplyMethod($productId: ID!) {
    applyMethod(productId: $productId) {
      urlType
      redirectUrl
    }
  }
`);

const UNAVAILABLE = '该产品暂不支持线上申请';

/**
 * 立即申请 (spec §2, §3): a logged-in user is sent where the product is applied for — our form (urlType 1), a dialog
 * with the institution's QR code (2), or the institution's page in a new window. A visitor logs in in the dialog
 * first and then continues without losing the product page.
 */
export function ApplyButton({ productId, classId = null }: { productId: string; classId?: string | null }) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [qrImage, setQrImage] = useState<string | null>(null);
  const { asking, ask } = useQueryOnClick(ApplyMethodQuery);

  const proceed = () =>
    ask({ productId }, (data) => {
      if (!data) return;
      const action = applyActionOf(productId, data.applyMethod, classId);
      if (action.kind === 'form') navigate(action.path);
      else if (action.kind === 'qr') setQrImage(action.image);
      else if (action.kind === 'link') window.open(action.url, '_blank', 'noopener,noreferrer');
      else notifyFailure(UNAVAILABLE);
    });

  const apply = () => {
    if (user) void proceed();
    else openAuthDialog('login', () => void proceed());
  };
  return (
    <>
      <Button colorPalette="brand" size="lg" px="10" onClick={apply} loading={asking} data-track="立即申请">
        立即申请
      </Button>
      {qrImage && (
        <Dialog.Root
          recipe={dialogSlotRecipe}
          open
          placement="center"
          onOpenChange={(details) => !details.open && setQrImage(null)}
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content w="520px" maxW="calc(100vw - 2rem)" data-testid="apply-qr-dialog">
                <Dialog.Header>
                  <Dialog.Title>扫码申请</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body display="flex" flexDirection="column" alignItems="center" gap="3">
                  <Image src={qrImage} alt="申请二维码" boxSize="240px" />
                  <Text color="gray.600" fontSize="sm">
                    请使用手机扫描二维码，前往金融机构页面申请
                  </Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => setQrImage(null)}>
                    关闭
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger />
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </>
  );
}
