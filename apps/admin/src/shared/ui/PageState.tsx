import { Alert, Flex, Spinner, Text } from '@chakra-ui/react';
import { failureMessage } from '../api/failure';

/** A page's loading, failure and empty states. */
export function PageLoading() {
  return (
    <Flex py="16" justify="center">
      <Spinner color="brand.600" />
    </Flex>
  );
}

export function PageFailure({ error }: { error: unknown }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{failureMessage(error)}</Alert.Title>
    </Alert.Root>
  );
}

export function EmptyRows({ text }: { text: string }) {
  return (
    <Text py="10" textAlign="center" color="gray.500">
      {text}
    </Text>
  );
}
