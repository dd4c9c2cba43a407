import { Container, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useFetchedQuery } from '#shared/api/fetched-query.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { SectionHeading } from '#shared/ui/SectionHeading.tsx';
import { DistrictFigures } from './DistrictFigures';
import { FiguresBand } from './FiguresBand';
import { HOME_CASE_COUNT, HomeStatisticsQuery } from './home-statistics-query';
import { LenderRanking } from './LenderRanking';
import { SuccessCases } from './SuccessCases';

/**
 * 融资对接成效 on the home page: the platform's figures, the institutions' ranking by amount lent, recent success
 * cases and the districts' figures — all computed by the gateway from the applications in the database. Loaded as its own chunk.
 */
export function HomeStatistics() {
  const { data, error, refetch } = useFetchedQuery(
    HomeStatisticsQuery,
    { caseCount: HOME_CASE_COUNT },
    { noLoading: true },
  );
  return (
    <Container maxW="7xl" as="section" pt="12" aria-label="融资对接成效" data-testid="home-statistics">
      <SectionHeading title="融资对接成效" subtitle="平台累计融资对接数据，实时统计" />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton h="420px" borderRadius="xl" aria-hidden="true" />
      ) : (
        <Stack gap="6">
          <FiguresBand data={data} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <LenderRanking ranking={data.lenderRanking} />
            <SuccessCases cases={data.successCases} />
          </SimpleGrid>
          <DistrictFigures districts={data.districtFigures} />
        </Stack>
      )}
    </Container>
  );
}
