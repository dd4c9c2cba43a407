import { Alert, Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { alertSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '#gql';
import { formatWan } from '#shared/format/amount.ts';
import { beijingDateTime } from '#shared/format/time.ts';
import { QuotaEstimateFields } from '../estimates-operations';

const DIRECTION_BADGES: Record<string, { label: string; palette: string }> = {
  base: { label: '基准', palette: 'blue' },
  up: { label: '上调', palette: 'green' },
  down: { label: '下调', palette: 'orange' },
  neutral: { label: '不影响', palette: 'gray' },
};

/** The estimate: the range in 万元, the factors that drove it and the words that it is not a credit decision. */
export function EstimateResult({
  estimate: estimateRef,
  showProductsLink = true,
}: {
  estimate: FragmentType<typeof QuotaEstimateFields>;
  showProductsLink?: boolean;
}) {
  const estimate = getFragmentData(QuotaEstimateFields, estimateRef);
  return (
    <Stack gap="5" data-testid="estimate-result">
      <Box bg="brand.50" borderRadius="lg" p="6" textAlign="center">
        <Text color="gray.600">预估可融资额度</Text>
        <Heading as="p" size="3xl" color="brand.700" mt="2" data-testid="estimate-range">
          {formatWan(estimate.lowAmount)} - {formatWan(estimate.highAmount)} 万元
        </Heading>
        <Text fontSize="sm" color="gray.600" mt="2">
          测算时间：{beijingDateTime(estimate.estimatedAt, { seconds: true })}
        </Text>
      </Box>
      <Alert.Root recipe={alertSlotRecipe} status="warning" borderRadius="md" data-testid="estimate-disclaimer">
        <Alert.Indicator />
        <Alert.Description>{estimate.disclaimer}</Alert.Description>
      </Alert.Root>
      <Stack gap="2">
        <Heading as="h3" size="md">
          测算依据
        </Heading>
        {/*
          Three columns fit the half-width column at 1366 px: the source goes under the value, and the badge and the
          multiplier (影响) wrap apart rather than push the table wider. At phone width the table still scrolls inside
          its box, never the page (issue 10) — focusable, so a keyboard scrolls it too.
        */}
        <Table.ScrollArea
          borderWidth="1px"
          borderRadius="md"
          data-testid="estimate-factors"
          tabIndex={0}
          role="region"
          aria-label="测算依据"
        >
          <Table.Root recipe={tableSlotRecipe} size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>因素</Table.ColumnHeader>
                <Table.ColumnHeader>情况（来源）</Table.ColumnHeader>
                <Table.ColumnHeader>影响</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {estimate.factors.map((factor) => {
                const badge = DIRECTION_BADGES[factor.direction] ?? DIRECTION_BADGES.neutral;
                return (
                  <Table.Row key={factor.key}>
                    <Table.Cell minW="5em">{factor.label}</Table.Cell>
                    <Table.Cell>
                      <Text>{factor.value}</Text>
                      <Text fontSize="xs" color="gray.500">
                        {factor.source === 'registry' ? '企业登记信息' : '问卷'}
                      </Text>
                    </Table.Cell>
                    <Table.Cell data-testid="factor-effect">
                      <HStack gap="1" wrap="wrap">
                        <Badge colorPalette={badge?.palette}>{badge?.label}</Badge>
                        <Text whiteSpace="nowrap">{factor.effect}</Text>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Text fontSize="sm" color="gray.500">
          测算方法：以营业收入档位的基准额度乘以各项因素的系数，取其70%至130%作为额度区间。
        </Text>
      </Stack>
      {showProductsLink && (
        <HStack justify="center">
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/oneClickRateProduct">查看匹配产品</RouterLink>
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
