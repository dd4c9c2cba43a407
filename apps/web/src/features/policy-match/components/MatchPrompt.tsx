import { Alert, Button } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from 'react-router-dom';
import { POLICY_MATCH_TEXTS } from '../policy-match-texts';

/** What a visitor or an uncertified member sees instead of a match: the step that would show it. */
export function MatchPrompt({ loggedIn }: { loggedIn: boolean }) {
  return (
    <Alert.Root recipe={alertSlotRecipe} status="info" borderRadius="md" data-testid="policy-match-prompt">
      <Alert.Indicator />
      <Alert.Title>{loggedIn ? POLICY_MATCH_TEXTS.certifyPrompt : POLICY_MATCH_TEXTS.loginPrompt}</Alert.Title>
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to={loggedIn ? '/verified' : '/login'}>{loggedIn ? '前往实名认证' : '登录'}</RouterLink>
      </Button>
    </Alert.Root>
  );
}
