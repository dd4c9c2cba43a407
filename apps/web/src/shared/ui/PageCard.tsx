import { Container, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageCardProps {
  maxW: string;
  py?: string;
  children: ReactNode;
}

/** A page whose whole content sits on one white card (adding a company, verification, invitation, the estimates, revoking the authorisation). */
export function PageCard({ maxW, py = '10', children }: PageCardProps) {
  return (
    <Container maxW={maxW} py={py}>
      <Stack gap="6" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '6', md: '10' }}>
        {children}
      </Stack>
    </Container>
  );
}
