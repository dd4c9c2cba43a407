import { Button, Container, EmptyState, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface FinanceOutcomeProps {
  testId: string;
  /** What was done and what comes next. */
  children: ReactNode;
  /** Where the user follows the application or need. */
  follow: { to: string; label: string };
}

/** The card after an application or a need is sent: the outcome, the way to follow it and back to 金融超市. */
export function FinanceOutcome({ testId, children, follow }: FinanceOutcomeProps) {
  return (
    <Container maxW="3xl" py="16">
      <EmptyState.Root bg="white" borderRadius="lg" borderWidth="1px" py="14" data-testid={testId}>
        <EmptyState.Content>
          {children}
          <HStack mt="4">
            <Button asChild colorPalette="brand">
              <RouterLink to={follow.to}>{follow.label}</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/product">返回金融超市</RouterLink>
            </Button>
          </HStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  );
}
