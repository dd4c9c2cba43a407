import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The page around a viewer: the file's title, the toolbar, the content; a message when nothing can be shown. */
export function ViewerFrame({
  title,
  toolbar,
  children,
  empty,
}: {
  title: string;
  toolbar?: ReactNode;
  children?: ReactNode;
  empty?: string;
}) {
  return (
    <Container maxW="6xl" py="6">
      <Stack gap="4" bg="white" borderRadius="lg" borderWidth="1px" p="6" align="center">
        <Heading as="h1" size="md" data-testid="viewer-title" wordBreak="break-all">
          {title}
        </Heading>
        {empty ? (
          <Text color="gray.600" py="16" data-testid="viewer-empty">
            {empty}
          </Text>
        ) : (
          <>
            {toolbar}
            {children}
          </>
        )}
      </Stack>
    </Container>
  );
}
