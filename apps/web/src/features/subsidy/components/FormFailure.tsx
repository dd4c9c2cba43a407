import { Alert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';

/** The graph's refusal of a claim form (its Chinese message), beside the form; nothing when there is none. */
export function FormFailure({ failure }: { failure: string | null }) {
  if (!failure) return null;
  return (
    <Alert.Root recipe={alertSlotRecipe} status="error" borderRadius="md" data-testid="subsidy-form-failure">
      <Alert.Indicator />
      <Alert.Title>{failure}</Alert.Title>
    </Alert.Root>
  );
}
