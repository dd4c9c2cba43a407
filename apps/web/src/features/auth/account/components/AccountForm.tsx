import { Button, Heading, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormStack } from '#features/auth/components/FormStack.tsx';

/**
 * A personal-centre form (修改密码, 更换手机号): its title, named the same as the form, an optional line under it,
 * the fields, and the submit button at the start, busy while sending.
 */
export function AccountForm({
  title,
  intro,
  submitLabel,
  busy,
  onSubmit,
  children,
}: {
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <FormStack label={title} gap="1" maxW="md" onSubmit={onSubmit}>
      <Heading as="h2" size="lg" mb={intro ? '1' : '5'}>
        {title}
      </Heading>
      {intro && (
        <Text color="gray.600" fontSize="sm" mb="4">
          {intro}
        </Text>
      )}
      {children}
      <Button type="submit" colorPalette="brand" size="lg" mt="2" alignSelf="start" px="10" loading={busy}>
        {submitLabel}
      </Button>
    </FormStack>
  );
}
