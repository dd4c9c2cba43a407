import { Alert, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

const isMessageState = (state: unknown): state is { message: string } =>
  typeof state === 'object' && state !== null && typeof (state as { message?: unknown }).message === 'string';

/**
 * /verified until the real-name verification issue lands: the message that led here (e.g. 注册成功，请进行实名认证)
 * and what comes next.
 */
export function VerifiedPage() {
  const { state } = useLocation();
  const message = isMessageState(state) ? state.message : '请完成企业实名认证';
  return (
    <Container maxW="3xl" py="10">
      <Stack gap="6" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '6', md: '10' }}>
        <Heading as="h1" size="xl">
          企业实名认证
        </Heading>
        <Alert.Root status="success" borderRadius="md" data-testid="verified-message">
          <Alert.Indicator />
          <Alert.Title>{message}</Alert.Title>
        </Alert.Root>
        <Text color="gray.600" lineHeight="tall">
          完成企业实名认证后，即可在线申请融资产品、发布融资需求并跟踪办理进度。在线实名认证功能正在建设中，敬请期待。
        </Text>
        <HStack>
          <Button asChild colorPalette="brand">
            <RouterLink to="/product">浏览金融超市</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/">返回首页</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
