import { Alert, Button } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A warning that this account must certify (as the legal representative) before going on, with 前往实名认证. */
export function CertificationAlert({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Alert.Root recipe={alertSlotRecipe} status="warning" borderRadius="md" data-testid={testId}>
      <Alert.Indicator />
      {children}
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to="/verified">前往实名认证</RouterLink>
      </Button>
    </Alert.Root>
  );
}
