import { Button, Container, EmptyState, Heading, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The page of a route that a later issue builds: its title, a notice and the way home. */
export function UnderConstructionPage({ title }: { title: string }) {
  return (
    <Container maxW="7xl" py="10">
      <Heading as="h1" size="xl" mb="6" color="gray.800">
        {title}
      </Heading>
      <EmptyState.Root bg="white" borderRadius="lg" borderWidth="1px" py="16">
        <EmptyState.Content>
          <EmptyState.Indicator color="brand.500">
            <ToolsIcon />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>该功能正在建设中，敬请期待</EmptyState.Title>
            <EmptyState.Description>您可以先浏览金融超市中的融资产品。</EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">返回首页</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  );
}

function ToolsIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M4 20h16M6 20V10l6-5 6 5v10" strokeLinejoin="round" />
      <path d="M10 20v-5h4v5" strokeLinejoin="round" />
    </svg>
  );
}
