import { useQuery } from '@apollo/client/react';
import { Alert, Button, DataList, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe, dataListSlotRecipe, listSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { VERIFIED_ROUTE } from './import-branch';
import { ImportDetailQuery, MarkInvitationSeenMutation } from './invitation-operations';

const NEXT_STEPS = [
  '核对企业信息：平台已根据企业登记信息为您关联企业。',
  '完成企业实名认证：由法定代表人填写姓名、身份证号并完成人脸识别。',
  '认证通过后，即可在金融超市申请融资产品、发布融资需求并查看办理进度。',
];

/**
 * /adInvitation (spec §2, §4 step 7): shown to an imported account whose company is not certified, until it goes
 * on. Who invited it (the partner platform), the company, what comes next; 开始实名认证 records that the page was
 * shown (alertedImportInfo), so later logins go straight to /verified, and opens /verified.
 */
export function AdInvitationPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { data, error, refetch } = useQuery(ImportDetailQuery, { fetchPolicy: 'network-only' });
  const { busy, submit } = useFormMutation(MarkInvitationSeenMutation, {
    failureText: '请求失败，请稍后再试',
    onCompleted: () => navigate(VERIFIED_ROUTE),
  });

  return (
    <PageCard maxW="3xl">
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data || !user ? null : !data.importDetail.ifImport ? (
        <Stack gap="4" align="start" data-testid="not-invited">
          <Heading as="h1" size="xl">
            邀请信息
          </Heading>
          <Text color="gray.600">您的账号不是通过合作平台邀请开通的，无需查看邀请信息。</Text>
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to="/">返回首页</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="6" data-testid="invitation-page">
          <Stack gap="2">
            <Heading as="h1" size="xl">
              欢迎加入区域中小企业融资服务平台
            </Heading>
            <Text color="gray.700" lineHeight="tall">
              您是受 <strong>{data.importDetail.partnerName}</strong> 邀请开通的平台账号，平台已为您关联以下企业。
            </Text>
          </Stack>
          <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" gap="3">
            <DataList.Item>
              <DataList.ItemLabel minW="6rem">邀请方</DataList.ItemLabel>
              <DataList.ItemValue data-testid="invitation-partner">{data.importDetail.partnerName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="6rem">关联企业</DataList.ItemLabel>
              <DataList.ItemValue data-testid="invitation-company">{user.companyName || '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="6rem">登录手机号</DataList.ItemLabel>
              <DataList.ItemValue>{user.maskedMobile}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Stack gap="2">
            <Heading as="h2" size="md">
              接下来
            </Heading>
            <List.Root recipe={listSlotRecipe} as="ol" gap="2" ps="5" color="gray.700">
              {NEXT_STEPS.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          </Stack>
          {user.ifCertification && (
            <Alert.Root recipe={alertSlotRecipe} status="success" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>您的企业已完成实名认证。</Alert.Title>
            </Alert.Root>
          )}
          <HStack gap="3" flexWrap="wrap">
            <Button colorPalette="brand" size="lg" loading={busy} onClick={() => void submit({})}>
              开始实名认证
            </Button>
            <Button asChild variant="ghost" colorPalette="brand" size="lg">
              <RouterLink to="/product">先逛逛金融超市</RouterLink>
            </Button>
          </HStack>
        </Stack>
      )}
    </PageCard>
  );
}
