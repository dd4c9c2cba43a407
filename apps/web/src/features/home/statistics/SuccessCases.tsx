import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { HomeStatisticsQuery } from '#gql/graphql.ts';
import { productPath } from '#shared/catalog/catalog-paths.ts';
import { wanText } from '#shared/format/amount.ts';
import { beijingDate } from '#shared/format/time.ts';
import { NoData } from '#shared/ui/NoData.tsx';

type Case = HomeStatisticsQuery['successCases'][number];

/** 成功案例: the newest loans released, the enterprises' names masked by the gateway. */
export function SuccessCases({ cases }: { cases: readonly Case[] }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="5" h="full">
      <Heading as="h3" size="md" mb="4">
        成功案例
      </Heading>
      {cases.length === 0 ? (
        <NoData />
      ) : (
        <Stack gap="3" data-testid="success-cases">
          {cases.map((entry) => (
            <Stack key={entry.id} gap="0.5" borderBottomWidth="1px" pb="2" data-testid="success-case">
              <HStack justify="space-between" gap="3">
                <Text fontWeight="medium" color="gray.800" truncate minW="0">
                  {entry.enterpriseName}
                </Text>
                <Text color="brand.700" fontWeight="semibold" whiteSpace="nowrap">
                  获得放款 {wanText(entry.loanAmount)}
                </Text>
              </HStack>
              <Text fontSize="sm" color="gray.500">
                {entry.institutionName}
                {entry.productId && entry.productName ? (
                  <>
                    {' · '}
                    <Link asChild color="gray.600">
                      <RouterLink to={productPath(entry.productId)}>{entry.productName}</RouterLink>
                    </Link>
                  </>
                ) : (
                  ' · 融资需求对接'
                )}
                {` · ${entry.term}个月 · ${beijingDate(entry.lentAt) ?? ''}`}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
