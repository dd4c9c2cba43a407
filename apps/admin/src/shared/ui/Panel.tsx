import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One of the workbench's white cards under a small heading (申请人, 办理, 证明材料 …); `as` makes it a section. */
export function Panel({
  title,
  testId,
  as,
  children,
}: {
  title: ReactNode;
  testId?: string;
  as?: 'section';
  children: ReactNode;
}) {
  return (
    <Box as={as} bg="white" borderRadius="lg" p="6" boxShadow="sm" data-testid={testId}>
      <Heading size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
