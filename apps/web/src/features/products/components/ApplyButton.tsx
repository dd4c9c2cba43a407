import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { openAuthDialog } from '../../../shared/session/auth-dialog-store';
import { useCurrentUser } from '../../../shared/session/current-user';

/**
 * 立即申请: a logged-in user goes straight to the application; a visitor logs in in the dialog first and then
 * continues to the application without losing the product page.
 */
export function ApplyButton({ productId }: { productId: string }) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const applyPath = `/financeApply?productId=${encodeURIComponent(productId)}`;
  const apply = () => {
    if (user) navigate(applyPath);
    else openAuthDialog('login', () => navigate(applyPath));
  };
  return (
    <Button colorPalette="brand" size="lg" px="10" onClick={apply} data-track="立即申请">
      立即申请
    </Button>
  );
}
