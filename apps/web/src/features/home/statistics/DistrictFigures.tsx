import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { HomeStatisticsQuery } from '#gql/graphql.ts';
import { wanText } from '#shared/format/amount.ts';

type District = HomeStatisticsQuery['districtFigures'][number];

/** 各区融资对接: applications for a product by the district the enterprise named, the most lent first. */
export function DistrictFigures({ districts }: { districts: readonly District[] }) {
  if (districts.length === 0) return null;
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h3" size="md" mb="4">
        各区融资对接
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3" data-testid="district-figures">
        {districts.map((district) => (
          <Stack key={district.districtName} gap="0.5" bg="gray.50" borderRadius="md" p="3" data-testid="district">
            <Text fontWeight="semibold" color="gray.800">
              {district.districtName}
            </Text>
            <Text fontSize="sm" color="gray.600">
              申请 {district.applyCount} 笔 · 放款 {district.loanCount} 笔
            </Text>
            <Text fontSize="sm" color="brand.700" data-testid="district-amount">
              {wanText(district.loanAmount)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
