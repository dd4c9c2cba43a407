import { Box, HStack, Text } from '@chakra-ui/react';
import { passwordStrength, STRENGTH_LEVELS } from '#shared/validation/account-rules.ts';

const LEVELS = [1, 2, 3] as const;

/** Spec §4: weak / medium / strong by kinds of characters, red / orange / green. */
export function PasswordStrengthBar({ password }: { password: string }) {
  const strength = passwordStrength(password);
  const level = strength === 0 ? null : STRENGTH_LEVELS[strength];
  return (
    <HStack w="full" gap="2" mt="2" aria-live="polite" data-testid="password-strength" data-strength={strength}>
      <Text fontSize="xs" color="gray.500" flexShrink="0">
        密码强度
      </Text>
      {LEVELS.map((step) => (
        <Box
          key={step}
          flex="1"
          h="6px"
          borderRadius="full"
          bg={level && step <= strength ? `${level.color}.500` : 'gray.200'}
        />
      ))}
      <Text fontSize="xs" w="1.5em" color={level ? `${level.color}.600` : 'gray.400'} fontWeight="semibold">
        {level?.label ?? ''}
      </Text>
    </HStack>
  );
}
