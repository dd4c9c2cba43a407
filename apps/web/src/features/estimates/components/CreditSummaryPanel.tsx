import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { DefinitionList } from '@sme/ui/definition-list';
import { getFragmentData } from '#gql';
import type { CreditLimitQuery } from '#gql/graphql.ts';
import { wanText } from '#shared/format/amount.ts';
import { beijingDate, beijingDateTime } from '#shared/format/time.ts';
import { ApplicationTallyFields } from '../estimates-operations';

type Summary = CreditLimitQuery['creditSummary'];
type Tally = Summary['applications'];

const formatDate = (iso: string) => beijingDate(iso) ?? iso;

function tallyText(tallyRef: Tally): string {
  const tally = getFragmentData(ApplicationTallyFields, tallyRef);
  if (tally.total === 0) return '无';
  return `共${tally.total}笔：进行中${tally.inProgress}、已授信${tally.credited}、已放款${tally.lent}、未通过${tally.failed}、已撤回${tally.withdrawn}`;
}

/** 平台信用信息摘要: the platform's own record of the company — not a credit bureau's report (it says so). */
export function CreditSummaryPanel({ summary }: { summary: Summary }) {
  const rows: [string, string][] = [
    ['企业名称', summary.companyName],
    ['统一社会信用代码', summary.uniformCode],
    ['法定代表人', summary.legalPerson || '无'],
    ['企业类型', summary.registry?.entityType ?? '未查到登记信息'],
    ['登记状态', summary.registry?.status ?? '未查到登记信息'],
    ['成立日期', summary.registry?.establishedOn ?? '未查到登记信息'],
    ['融资申请', tallyText(summary.applications)],
    ['融资需求', tallyText(summary.needs)],
    [
      '生效中的预授信',
      summary.preCreditInForceCount === 0
        ? '无'
        : `${summary.preCreditInForceCount}笔，合计${wanText(summary.preCreditInForceAmount)}`,
    ],
    [
      '企业数据授权',
      summary.authorisationInForce && summary.authorisationUntil
        ? `有效，至${formatDate(summary.authorisationUntil)}`
        : '无有效授权',
    ],
  ];
  return (
    <Stack gap="4" data-testid="credit-summary">
      <Heading as="h2" size="lg">
        {summary.title}
      </Heading>
      <Alert.Root recipe={alertSlotRecipe} status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Description>{summary.notice}</Alert.Description>
      </Alert.Root>
      <DefinitionList rows={rows} labelWidth="8em" size="md" />
      <Text fontSize="xs" color="gray.500">
        生成时间：{beijingDateTime(summary.generatedAt, { seconds: true })}
      </Text>
    </Stack>
  );
}
