import { Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CheckCircleIcon } from '#shared/ui/CheckCircleIcon.tsx';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { StatusMessage } from '#shared/ui/StatusMessage.tsx';

/** /rateApplySucess (spec §2): after applying for a product from the estimate's list, what happens next. */
export function RateApplySuccessPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <PageCard maxW="3xl" py="16">
      <StatusMessage
        title="申请提交成功"
        titleColor="green.fg"
        description={id ? `申请编号：${id}` : undefined}
        iconColor="green.500"
        icon={<CheckCircleIcon />}
      />
      <Stack gap="3">
        <Heading as="h2" size="md">
          接下来
        </Heading>
        <List.Root recipe={listSlotRecipe} as="ol" gap="2" ps="5" color="gray.700">
          <List.Item>金融机构将查看您的申请，客户经理会通过您留下的联系方式与您联系。</List.Item>
          <List.Item>机构受理后将进行授信审批，审批结果以机构通知为准。</List.Item>
          <List.Item>您可在“个人中心 - 我的融资申请”随时查看每一步的进度，受理前可撤回申请。</List.Item>
        </List.Root>
        <Text fontSize="sm" color="gray.500">
          一键测额的结果仅供参考，不构成任何机构的授信承诺。
        </Text>
      </Stack>
      <HStack justify="center" gap="4" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to={id ? `/account/2?id=${encodeURIComponent(id)}` : '/account/2'}>查看申请进度</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/oneClickRateProduct">继续查看匹配产品</RouterLink>
        </Button>
      </HStack>
    </PageCard>
  );
}
