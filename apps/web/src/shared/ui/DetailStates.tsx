import { Button, Container, EmptyState, HStack, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from './ErrorState';

/** A detail page whose query failed: the error state with a retry, in the page's width. */
export function DetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Container maxW="7xl" py="10">
      <ErrorState error={error} onRetry={onRetry} />
    </Container>
  );
}

interface DetailUnavailableProps {
  /** Why the record cannot be shown, e.g. 该产品已下架. */
  message: string;
  description?: string;
  /** The list the record belongs to, offered first; 返回首页 comes second unless the first already goes home. */
  back: { to: string; label: string };
}

/** A detail page whose record cannot be shown (spec §8): the reason and the ways back. */
export function DetailUnavailable({ message, description, back }: DetailUnavailableProps) {
  const title = <EmptyState.Title fontSize="xl">{message}</EmptyState.Title>;
  return (
    <Container maxW="7xl" py="16">
      <EmptyState.Root bg="white" borderRadius="lg" borderWidth="1px" py="16" role="alert">
        <EmptyState.Content>
          {description === undefined ? (
            title
          ) : (
            <VStack textAlign="center">
              {title}
              <EmptyState.Description>{description}</EmptyState.Description>
            </VStack>
          )}
          <HStack>
            <Button asChild colorPalette="brand">
              <RouterLink to={back.to}>{back.label}</RouterLink>
            </Button>
            {back.to !== '/' && (
              <Button asChild variant="outline">
                <RouterLink to="/">返回首页</RouterLink>
              </Button>
            )}
          </HStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  );
}
