import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Button, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import {
  CanteenLoginMutation,
  CanteenLogoutMutation,
  CanteenUserQuery,
} from '#features/auth/canteen/canteen-operations.ts';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';

const CANTEEN_TEXTS = {
  opened: '已进入企业食堂',
  closed: '已退出食堂',
  failed: '请求失败，请稍后再试',
} as const;

/**
 * 企业食堂 in the personal centre (spec §1 canteen flow): 进入企业食堂 opens a canteen session derived from this
 * login (no second login, no mobile typed), shows who it is for, and 退出食堂 ends it. The canteen's token never
 * reaches the page: the graph keeps it in an HttpOnly cookie.
 */
export function CanteenSection() {
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(CanteenUserQuery, { fetchPolicy: 'network-only' });
  const writeUser = (canteenUser: NonNullable<typeof data>['canteenUser']): void => {
    client.writeQuery({ query: CanteenUserQuery, data: { canteenUser } });
  };
  const login = useFormMutation(CanteenLoginMutation, {
    successText: CANTEEN_TEXTS.opened,
    failureText: CANTEEN_TEXTS.failed,
    onCompleted: (answer) => writeUser(answer.canteenLogin),
  });
  const logout = useFormMutation(CanteenLogoutMutation, {
    successText: CANTEEN_TEXTS.closed,
    failureText: CANTEEN_TEXTS.failed,
    onCompleted: () => writeUser(null),
  });

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return null;
  const canteenUser = data.canteenUser;
  return (
    <Stack gap="6" data-testid="canteen-section">
      <Heading as="h2" size="lg">
        企业食堂
      </Heading>
      <Text color="gray.600" lineHeight="tall">
        企业食堂使用平台账号直接登录，无需另设密码。登录有效期 2 小时，退出平台时食堂登录一并退出。
      </Text>
      {canteenUser ? (
        <Stack gap="5" align="start">
          <Badge colorPalette="green" size="lg">
            食堂已登录
          </Badge>
          <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" gap="3" data-testid="canteen-user">
            <DataList.Item>
              <DataList.ItemLabel minW="6rem">就餐人</DataList.ItemLabel>
              <DataList.ItemValue>{canteenUser.name || '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="6rem">手机号</DataList.ItemLabel>
              <DataList.ItemValue>{canteenUser.maskedMobile}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="6rem">所属企业</DataList.ItemLabel>
              <DataList.ItemValue>{canteenUser.companyName || '—'}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Button variant="outline" colorPalette="red" loading={logout.busy} onClick={() => void logout.submit({})}>
            退出食堂
          </Button>
        </Stack>
      ) : (
        <Button colorPalette="brand" alignSelf="start" loading={login.busy} onClick={() => void login.submit({})}>
          进入企业食堂
        </Button>
      )}
    </Stack>
  );
}
