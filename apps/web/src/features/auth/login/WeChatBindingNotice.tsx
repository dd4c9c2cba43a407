import { useApolloClient } from '@apollo/client/react';
import { Alert, Button } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { NO_LOADING, QUIET_ERRORS } from '#shared/api/request-context.ts';
import { forgetWeChatBinding, readWeChatBinding } from '../storage/outside-login-storage';
import { CancelWeChatBindingMutation } from './outside-login-operations';
import { wechatBindingNotice } from './outside-login-texts';

/**
 * While a WeChat user waits to be bound (its WeChat login found no account): the login panel says so; the next
 * normal login binds it (the graph sends the ticket along). 不绑定 forgets it.
 */
export function WeChatBindingNotice() {
  const client = useApolloClient();
  const [waiting, setWaiting] = useState(readWeChatBinding);
  if (!waiting) return null;
  async function decline() {
    forgetWeChatBinding();
    setWaiting(null);
    await client
      .mutate({ mutation: CancelWeChatBindingMutation, context: { ...QUIET_ERRORS, ...NO_LOADING } })
      .catch(() => undefined);
  }
  return (
    <Alert.Root recipe={alertSlotRecipe} status="info" data-testid="wechat-binding-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{wechatBindingNotice(waiting.nickname)}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="ghost" onClick={() => void decline()} flexShrink="0">
        不绑定
      </Button>
    </Alert.Root>
  );
}
