import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthPageLayout } from './AuthPageLayout';

/** A provider's callback page (/cbpage/…): the login's name over what is happening now. */
export function CallbackFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <AuthPageLayout>
      <Stack gap="6" data-testid={testId}>
        <Text fontSize="xl" fontWeight="semibold" textAlign="center" color="gray.800">
          {title}
        </Text>
        {children}
      </Stack>
    </AuthPageLayout>
  );
}

/** The login still under way with the provider's answer. */
export function CallbackWorking({ text }: { text: string }) {
  return (
    <HStack justify="center" gap="3" color="gray.600">
      <Spinner size="sm" color="brand.600" />
      <Text>{text}</Text>
    </HStack>
  );
}

/** 返回登录, once the login has stopped here. */
export function BackToLogin() {
  return (
    <Button asChild colorPalette="brand">
      <RouterLink to="/login" replace>
        返回登录
      </RouterLink>
    </Button>
  );
}
