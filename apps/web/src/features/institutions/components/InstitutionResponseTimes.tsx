import { useQuery } from '@apollo/client/react';
import { Box, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { SLA_PAUSE_RULE } from '@sme/contract/routes/desk-supplement-texts';
import { graphql } from '#gql';
import { durationText, shareText } from '../response-time-text';

const InstitutionResponseTimesQuery = graphql(`
  query InstitutionResponseTimes($id: ID!) {
    institution(id: $id) {
      id
      responseTimes {
        days
        applications
        viewTargetWorkingDays
        decideTargetWorkingDays
        viewMedianHours
        viewShareWithinTarget
        decideMedianHours
        decideShareWithinTarget
      }
    }
  }
`);

function Figure({ label, value, field }: { label: string; value: string; field: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" textAlign="center">
      <Text fontSize="2xl" fontWeight="bold" color="brand.700" data-field={field}>
        {value}
      </Text>
      <Text fontSize="sm" color="gray.600" mt="1">
        {label}
      </Text>
    </Box>
  );
}

/**
 * 响应时效 on the institution's page: how fast it viewed and decided the applications of the last year, and the
 * share within the platform's targets (public aggregates; issue 9). Asked for on its own, so the page does not wait.
 */
export function InstitutionResponseTimes({ institutionId }: { institutionId: string }) {
  const { data, error } = useQuery(InstitutionResponseTimesQuery, { variables: { id: institutionId } });
  if (error) return <Text color="gray.500">响应时效暂时无法获取，请稍后再试</Text>;
  if (!data) return <Skeleton h="96px" borderRadius="md" />;
  const times = data.institution?.responseTimes;
  if (!times || times.applications === 0) {
    return <Text color="gray.500">近一年暂无融资申请，暂无响应时效数据</Text>;
  }
  return (
    <Box data-testid="institution-response-times">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Figure label="查看申请用时（中位数）" value={durationText(times.viewMedianHours)} field="viewMedian" />
        <Figure label="按时查看率" value={shareText(times.viewShareWithinTarget)} field="viewShare" />
        <Figure label="授信决定用时（中位数）" value={durationText(times.decideMedianHours)} field="decideMedian" />
        <Figure label="按时决定率" value={shareText(times.decideShareWithinTarget)} field="decideShare" />
      </SimpleGrid>
      <Text fontSize="sm" color="gray.500" mt="3">
        统计近{times.days}天该机构处理的 {times.applications} 笔融资申请，自提交（需求自被认领）起算；平台目标为
        {times.viewTargetWorkingDays}个工作日内查看、{times.decideTargetWorkingDays}个工作日内作出授信决定。
      </Text>
      <Text fontSize="sm" color="gray.500" mt="1" data-testid="sla-pause-rule">
        {SLA_PAUSE_RULE}
      </Text>
    </Box>
  );
}
