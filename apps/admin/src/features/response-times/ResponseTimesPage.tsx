import { useQuery } from '@apollo/client/react';
import { Box, Heading, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { getFragmentData } from '#gql';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { formatHours, formatShare } from '#shared/format/format.ts';
import { EmptyRows, PageFailure, PageLoading } from '#shared/ui/PageState.tsx';
import { ScrollTable } from '#shared/ui/ScrollTable.tsx';
import { ResponseStepFields, ResponseTimesQuery } from './response-time-operations';

const PERIODS = [30, 90, 180, 365] as const;

/** 响应时效: per institution, how fast applications are viewed, accepted and decided, and the share within target. */
export function ResponseTimesPage() {
  const [days, setDays] = useState<number>(90);
  const { data, error, loading } = useQuery(ResponseTimesQuery, {
    variables: { days },
    fetchPolicy: 'cache-and-network',
    context: QUIET_ERRORS,
  });
  const times = data?.responseTimes;

  return (
    <Box bg="white" borderRadius="lg" p="6" boxShadow="sm">
      <HStack justify="space-between" mb="2">
        <Heading size="md">响应时效</Heading>
        <NativeSelect.Root size="sm" w="140px">
          <NativeSelect.Field
            aria-label="统计区间"
            value={String(days)}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {PERIODS.map((period) => (
              <option key={period} value={String(period)}>
                近{period}天
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {times ? (
        <Text fontSize="sm" color="gray.500" mb="4">
          目标：{times.viewTargetWorkingDays}个工作日内查看，{times.decideTargetWorkingDays}
          个工作日内作出授信决定（工作日为周一至周五，不含法定节假日调整）。
        </Text>
      ) : null}
      {error && !times ? (
        <PageFailure error={error} />
      ) : loading && !times ? (
        <PageLoading />
      ) : times && times.institutions.length > 0 ? (
        <ScrollTable
          label="各金融机构响应时效"
          columns={[
            '金融机构',
            '申请数',
            '查看中位数',
            '查看P90',
            '按时查看率',
            '受理中位数',
            '决定中位数',
            '决定P90',
            '按时决定率',
          ]}
        >
          <Table.Body>
            {times.institutions.map((org) => {
              const view = getFragmentData(ResponseStepFields, org.view);
              const decide = getFragmentData(ResponseStepFields, org.decide);
              return (
                <Table.Row key={org.orgId}>
                  <Table.Cell>{org.orgName}</Table.Cell>
                  <Table.Cell>{org.applications}</Table.Cell>
                  <Table.Cell>{formatHours(view.medianHours)}</Table.Cell>
                  <Table.Cell>{formatHours(view.p90Hours)}</Table.Cell>
                  <Table.Cell>{formatShare(view.shareWithinTarget)}</Table.Cell>
                  <Table.Cell>{formatHours(org.accept.medianHours)}</Table.Cell>
                  <Table.Cell>{formatHours(decide.medianHours)}</Table.Cell>
                  <Table.Cell>{formatHours(decide.p90Hours)}</Table.Cell>
                  <Table.Cell>{formatShare(decide.shareWithinTarget)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </ScrollTable>
      ) : (
        <EmptyRows text="统计区间内暂无申请" />
      )}
    </Box>
  );
}
