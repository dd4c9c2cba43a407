import { Box, Heading, HStack, Separator, Stack, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { PanelLink } from './PanelLink';
import { PasswordLoginForm } from './PasswordLoginForm';
import { ProvincialLoginButton } from './ProvincialLoginButton';
import { SmsLoginForm } from './SmsLoginForm';
import type { PanelMode } from './useLogin';
import { WeChatBindingNotice } from './WeChatBindingNotice';
import { WeChatLoginButton } from './WeChatLoginButton';

/** Spec §2 login panel: SMS login (default) and password login, as the /login page or inside the dialog. */
export function LoginPanel({ mode }: { mode: PanelMode }) {
  return (
    <Stack gap="4" data-testid="login-panel">
      <Heading as={mode === 'page' ? 'h1' : 'h2'} size="xl" textAlign="center" color="gray.800">
        企业登录
      </Heading>
      <WeChatBindingNotice />
      <Tabs.Root recipe={tabsSlotRecipe} defaultValue="sms" variant="line" colorPalette="brand" fitted lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="sms" fontSize="md">
            短信登录
          </Tabs.Trigger>
          <Tabs.Trigger value="password" fontSize="md">
            密码登录
          </Tabs.Trigger>
        </Tabs.List>
        <Box pt="5">
          <Tabs.Content value="sms" p="0">
            <SmsLoginForm mode={mode} />
          </Tabs.Content>
          <Tabs.Content value="password" p="0">
            <PasswordLoginForm
              mode={mode}
              forgetLink={
                <PanelLink mode={mode} to="/forget" panel="forget">
                  忘记密码？
                </PanelLink>
              }
            />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
      <HStack justify="center" gap="1" fontSize="sm">
        <Text color="gray.500">还没有账号？</Text>
        <PanelLink mode={mode} to="/register" panel="register">
          立即注册
        </PanelLink>
      </HStack>
      <HStack gap="3">
        <Separator flex="1" />
        <Text fontSize="xs" color="gray.600" flexShrink="0">
          其他登录方式
        </Text>
        <Separator flex="1" />
      </HStack>
      <ProvincialLoginButton mode={mode} />
      <WeChatLoginButton mode={mode} />
    </Stack>
  );
}
