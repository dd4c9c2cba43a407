import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { getFragmentData } from '#gql';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { failureMessage } from '#shared/api/failure.ts';
import { formatTime, formatWan } from '#shared/format/format.ts';
import { FormFailure } from '#shared/ui/FormFailure.tsx';
import { PageFailure, PageLoading } from '#shared/ui/PageState.tsx';
import { GovDataPackFields, OrgCompanyGovDataQuery, RefreshOrgCompanyGovDataMutation } from './desk-profile-operations';

/**
 * 政务数据: the company's tax, social insurance and utility records from the province's data service, as the
 * institution fetched them last (获取时间), with 刷新 to fetch them again. Each look and each fetch is an entry of the
 * company's ledger; where the platform has no such service, the sentence saying so.
 */
export function GovDataPanel({ applicationId }: { applicationId: string }) {
  const { data, error, loading } = useQuery(OrgCompanyGovDataQuery, {
    variables: { applicationId },
    fetchPolicy: 'network-only',
    context: QUIET_ERRORS,
  });
  const [refresh, refreshing] = useMutation(RefreshOrgCompanyGovDataMutation, { context: QUIET_ERRORS });
  const [failure, setFailure] = useState<string | null>(null);
  if (error && !data) return <PageFailure error={error} />;
  if (loading || !data) return <PageLoading />;
  const answer = getFragmentData(
    GovDataPackFields,
    refreshing.data?.refreshOrgCompanyGovData ?? data.orgCompanyGovData,
  );
  const onRefresh = () => {
    setFailure(null);
    refresh({ variables: { applicationId } }).catch((problem: unknown) => setFailure(failureMessage(problem)));
  };
  return (
    <Stack gap="3" data-testid="gov-data">
      <HStack gap="3">
        <Heading size="sm">政务数据（税务、社保、水电缴费）</Heading>
        {answer.fetchedAt ? (
          <Text fontSize="xs" color="gray.500" data-testid="gov-data-fetched-at">
            获取时间 {formatTime(answer.fetchedAt)}
          </Text>
        ) : null}
        {answer.configured ? (
          <Button size="xs" variant="outline" loading={refreshing.loading} onClick={onRefresh}>
            刷新
          </Button>
        ) : null}
      </HStack>
      <FormFailure failure={failure} />
      {!answer.configured ? (
        <Alert.Root status="info" data-testid="gov-data-not-configured">
          <Alert.Indicator />
          <Alert.Title>{answer.message}</Alert.Title>
        </Alert.Root>
      ) : answer.pack === null || answer.pack === undefined ? (
        <Text fontSize="sm" color="gray.500">
          省政务数据服务暂无该企业的记录
        </Text>
      ) : (
        <GovDataTables pack={answer.pack} />
      )}
    </Stack>
  );
}

interface Pack {
  taxCreditRating?: string | null;
  taxesByYear: { year: number; amount: number }[];
  insuredByMonth: { month: string; employees: number }[];
  utilities: { month: string; kind: string; amount: number; paidOnTime: boolean }[];
}

function GovDataTables({ pack }: { pack: Pack }) {
  const late = pack.utilities.filter((bill) => !bill.paidOnTime).length;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      <FigureColumn
        title={
          <>
            纳税信用等级：<Badge colorPalette="brand">{pack.taxCreditRating ?? '未评级'}</Badge>
          </>
        }
        rows={pack.taxesByYear.map((row) => [String(row.year), `${row.year}年纳税`, `${formatWan(row.amount)}万元`])}
      />
      <FigureColumn
        title="社保参保人数"
        rows={pack.insuredByMonth.map((row) => [row.month, row.month, `${row.employees}人`])}
      />
      <FigureColumn
        title={`水电缴费：${pack.utilities.length}笔，逾期${late}笔`}
        rows={pack.utilities.map((bill) => [
          `${bill.month}-${bill.kind}`,
          `${bill.month} ${bill.kind}`,
          `${formatWan(bill.amount)}元`,
          bill.paidOnTime ? (
            '按时'
          ) : (
            <Badge key="late" colorPalette="orange">
              逾期
            </Badge>
          ),
        ])}
      />
    </SimpleGrid>
  );
}

/** One column of figures: a title over a small table of [key, label, value, note?] rows. */
function FigureColumn({ title, rows }: { title: ReactNode; rows: [string, string, string, ReactNode?][] }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium">
        {title}
      </Text>
      <Table.Root size="sm" mt="2">
        <Table.Body>
          {rows.map(([key, label, value, note]) => (
            <Table.Row key={key}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end">{value}</Table.Cell>
              {note === undefined ? null : <Table.Cell>{note}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
