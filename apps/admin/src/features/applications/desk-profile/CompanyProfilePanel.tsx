import { useQuery } from '@apollo/client/react';
import { Badge, Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { sourceName } from '@sme/contract/loan-status';
import { DefinitionList } from '@sme/ui/definition-list';
import { getFragmentData } from '#gql';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { formatAmount, formatTime } from '#shared/format/format.ts';
import { PageFailure, PageLoading } from '#shared/ui/PageState.tsx';
import { ScrollTable } from '#shared/ui/ScrollTable.tsx';
import { OrgCompanyProfileQuery, TallyFields } from './desk-profile-operations';
import { profileRows, tallyText } from './profile-rows';

/**
 * 企业概况: the application's company as the registry and the platform know it, this company's pre-credit and history
 * with the institution, and the platform's credit summary. Each opening is an entry of the company's ledger.
 */
export function CompanyProfilePanel({ applicationId }: { applicationId: string }) {
  const { data, error, loading } = useQuery(OrgCompanyProfileQuery, {
    variables: { applicationId },
    fetchPolicy: 'network-only',
    context: QUIET_ERRORS,
  });
  if (error && !data) return <PageFailure error={error} />;
  if (loading || !data) return <PageLoading />;
  const profile = data.orgCompanyProfile;
  const summary = profile.creditSummary;
  return (
    <Stack gap="4" data-testid="company-profile">
      <HStack gap="3">
        <Heading size="sm">企业概况</Heading>
        <Text fontSize="xs" color="gray.500">
          数据授权有效期至 {formatTime(profile.authorisationUntil)}；本次查阅已记入企业的数据授权记录
        </Text>
      </HStack>
      <DefinitionList rows={profileRows(profile)} labelWidth="7em" />
      <Box>
        <Text fontWeight="medium" fontSize="sm" mb="1">
          本机构对该企业的预授信
        </Text>
        {profile.preCredits.length === 0 ? (
          <Text fontSize="sm" color="gray.500">
            无
          </Text>
        ) : (
          profile.preCredits.map((limit) => (
            <Text fontSize="sm" key={limit.id}>
              {limit.productName ?? '不限产品'} · {formatAmount(limit.amount)} · {limit.validFrom} 至 {limit.validUntil}
            </Text>
          ))
        )}
      </Box>
      <Box data-testid="credit-summary">
        <Text fontWeight="medium" fontSize="sm">
          {summary.title}
        </Text>
        <Text fontSize="xs" color="gray.500" mb="1">
          {summary.notice}
        </Text>
        <Text fontSize="sm">融资申请：{tallyText(getFragmentData(TallyFields, summary.applications))}</Text>
        <Text fontSize="sm">融资需求：{tallyText(getFragmentData(TallyFields, summary.needs))}</Text>
        <Text fontSize="sm">
          生效中的预授信：{summary.preCreditInForceCount}笔，共{formatAmount(summary.preCreditInForceAmount)}
        </Text>
      </Box>
      <Box>
        <Text fontWeight="medium" fontSize="sm" mb="1">
          与本机构的往来记录
        </Text>
        <ScrollTable
          label="与本机构的往来记录"
          columns={['申请ID', '类型', '产品', '申请金额', '状态', '提交时间']}
          data-testid="company-history"
        >
          <Table.Body>
            {profile.history.map((entry) => (
              <Table.Row key={entry.id}>
                <Table.Cell>
                  {entry.id}
                  {entry.id === applicationId ? <Badge ml="1">本申请</Badge> : null}
                </Table.Cell>
                <Table.Cell>{sourceName(entry.source)}</Table.Cell>
                <Table.Cell>{entry.productName ?? '—'}</Table.Cell>
                <Table.Cell>{formatAmount(entry.applyAmount)}</Table.Cell>
                <Table.Cell>{entry.status.label}</Table.Cell>
                <Table.Cell>{formatTime(entry.createTime)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      </Box>
    </Stack>
  );
}
