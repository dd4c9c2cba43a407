import { Button, Container, EmptyState, HStack, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A product that cannot be shown: removed (该产品已下架) or offered by a disabled institution (该机构已停用). */
export function Unavailable({ message }: { message: string }) {
  return (
    <Container maxW="7xl" py="16">
      <EmptyState.Root bg="white" borderRadius="lg" borderWidth="1px" py="16" role="alert">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title fontSize="xl">{message}</EmptyState.Title>
            <EmptyState.Description>您可以在金融超市中查看其他融资产品。</EmptyState.Description>
          </VStack>
          <HStack>
            <Button asChild colorPalette="brand">
              <RouterLink to="/product">返回金融超市</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/">返回首页</RouterLink>
            </Button>
          </HStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  );
}
