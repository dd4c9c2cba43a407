import { useQuery } from '@apollo/client/react';
import { Box, HStack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { FilterSelect } from '#shared/ui/FilterSelect.tsx';
import { PageFailure, PageLoading } from '#shared/ui/PageState.tsx';
import { ScrollTable } from '#shared/ui/ScrollTable.tsx';
import { DECLINE_TYPES, DRILL_HEADINGS, drillOptions, drillRow } from './drill-down-columns';
import { InstitutionDrillDownQuery } from './drill-down-operations';

/**
 * 机构下钻 (issue 20): from the dashboard's institution figures to one institution's months — its response times and
 * its declines by failure type. Figures only: no enterprise is named.
 */
export function InstitutionDrillDown({
  institutions,
  startDate,
  endDate,
}: {
  institutions: readonly { key?: string | null; label: string }[];
  startDate: string | null | undefined;
  endDate: string | null | undefined;
}) {
  const [institutionId, setInstitutionId] = useState('');
  return (
    <Box mt="4" data-testid="institution-drill-down">
      <HStack gap="3" mb="3">
        <Text fontSize="sm" fontWeight="medium">
          机构下钻
        </Text>
        <FilterSelect
          label="选择金融机构查看月度响应与拒绝原因"
          value={institutionId}
          options={drillOptions(institutions)}
          allLabel="选择金融机构"
          onChange={setInstitutionId}
          width="240px"
        />
      </HStack>
      {institutionId ? (
        <DrillTable institutionId={institutionId} startDate={startDate ?? null} endDate={endDate ?? null} />
      ) : null}
    </Box>
  );
}

function DrillTable(props: { institutionId: string; startDate: string | null; endDate: string | null }) {
  const { data, error, loading } = useQuery(InstitutionDrillDownQuery, {
    variables: props,
    fetchPolicy: 'cache-and-network',
    context: QUIET_ERRORS,
  });
  const drill = data?.govInstitutionDrillDown;
  if (!drill) return error ? <PageFailure error={error} /> : loading ? <PageLoading /> : null;
  return (
    <Box>
      <Text fontSize="sm" color="gray.500" mb="2">
        {drill.institutionName}：按提交月份统计；拒绝原因计未受理、授信失败、放款失败的申请（合计：
        {DECLINE_TYPES.map(({ key, label }) => `${label}${drill.declineTotals[key]}笔`).join('，')}）。
      </Text>
      <ScrollTable label={`${drill.institutionName}按月统计`} columns={DRILL_HEADINGS} data-testid="drill-down-months">
        <Table.Body>
          {drill.months.map((month) => (
            <Table.Row key={month.month} data-testid="drill-down-month">
              {drillRow(month).map((cell, index) => (
                <Table.Cell key={DRILL_HEADINGS[index]}>{cell}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    </Box>
  );
}
