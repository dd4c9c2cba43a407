import { EmptyState, List, Stack, Text, VStack } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { FinanceOutcome } from '../status/FinanceOutcome';
import { myApplicationsPath } from '../status/status-paths';

const FAILED_DEFAULT = '申请提交失败，请稍后重试';

/** /financeApplyStatus/{status} and /financeApplyStatusFromClass/{status}: 1 submitted, anything else failed. */
export function ApplyStatusPage() {
  const { status } = useParams();
  const [query] = useSearchParams();
  const location = useLocation();
  const success = status === '1';
  const id = query.get('id');
  const message = (location.state as { message?: string } | null)?.message ?? FAILED_DEFAULT;
  return (
    <FinanceOutcome
      testId="apply-status"
      follow={{ to: success ? myApplicationsPath(id) : myApplicationsPath(), label: '查看我的融资申请' }}
    >
      <VStack gap="4" textAlign="center">
        <EmptyState.Title fontSize="2xl" color={success ? 'green.fg' : 'red.600'}>
          {success ? '申请提交成功' : '申请提交失败'}
        </EmptyState.Title>
        {success ? (
          <Stack gap="2" color="gray.700" textAlign="left">
            <Text>接下来：</Text>
            <List.Root recipe={listSlotRecipe} as="ol" ps="5" gap="1">
              <List.Item>金融机构将查看您的申请，并由客户经理与您联系；</List.Item>
              <List.Item>您可在 个人中心 → 我的融资申请 中随时查看办理进度。</List.Item>
            </List.Root>
          </Stack>
        ) : (
          <Text color="gray.700" role="alert">
            {message}
          </Text>
        )}
      </VStack>
    </FinanceOutcome>
  );
}
