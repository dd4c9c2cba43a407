import { Alert } from '@chakra-ui/react';

/** The gateway's refusal of a form that passed its own checks, above the form's fields; nothing when there is none. */
export function FormFailure({ failure }: { failure: string | null }) {
  if (!failure) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{failure}</Alert.Title>
    </Alert.Root>
  );
}
