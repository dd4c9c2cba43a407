import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { chunkFailureText } from './chunk-load';

/** A page that failed to load (its chunk failed or timed out, a render error): say which and offer a reload. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <Center minH="100vh" bg="gray.50" px="6">
      <VStack gap="4" textAlign="center">
        <Heading size="lg">页面加载失败</Heading>
        <Text color="gray.600" data-testid="route-error-text">
          {chunkFailureText(error) ?? '网络异常或平台已更新，请刷新页面后重试。'}
        </Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
        <Button variant="ghost" asChild>
          <a href="#/">返回首页</a>
        </Button>
      </VStack>
    </Center>
  );
}
