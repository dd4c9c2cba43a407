import { Badge, DataList, Heading, Stack } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import type { LoggedInUser } from '#features/auth/login/company-login.ts';

/** Spec §3 user info as the personal centre's first section. */
export function AccountInfo({ user }: { user: LoggedInUser }) {
  const rows = [
    { label: '登录手机号', value: user.maskedMobile },
    { label: '用户名', value: user.name || '—' },
    { label: '当前企业', value: user.companyName || '尚未添加企业' },
    {
      label: '企业实名认证',
      value: (
        <Badge colorPalette={user.ifCertification ? 'green' : 'orange'}>
          {user.ifCertification ? '已认证' : '未认证'}
        </Badge>
      ),
    },
    {
      label: '人脸核验',
      value: (
        <Badge colorPalette={user.hasCheckedFace ? 'green' : 'gray'}>{user.hasCheckedFace ? '已通过' : '未完成'}</Badge>
      ),
    },
  ];
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        账户信息
      </Heading>
      <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" gap="4" data-testid="account-info">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel minW="7rem">{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
