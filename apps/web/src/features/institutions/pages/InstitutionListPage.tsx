import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '#gql';
import { NO_LOADING } from '#shared/api/request-context.ts';
import { InstitutionSummaryCard } from '#shared/catalog/InstitutionSummary.tsx';
import { KeywordSearchForm } from '#shared/forms/KeywordSearchForm.tsx';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { Pager } from '#shared/ui/Pager.tsx';
import { SkeletonGrid } from '#shared/ui/SkeletonGrid.tsx';
import { ToggleChips } from '#shared/ui/ToggleChips.tsx';
import {
  INSTITUTION_PAGE_SIZE,
  type InstitutionSearch,
  institutionSearchToParams,
  parseInstitutionSearch,
} from '../institution-search';

const InstitutionTypesQuery = graphql(`
  query InstitutionTypes {
    lookups {
      institutionTypes {
        code
        label
      }
    }
  }
`);

const InstitutionListQuery = graphql(`
  query InstitutionList($filter: InstitutionFilter, $page: PageInput) {
    institutions(filter: $filter, page: $page) {
      total
      records {
        id
        ...InstitutionSummary
      }
    }
  }
`);

/** 金融机构 (spec §2 /financialInstitution): institutions in service, by type and name. */
export function InstitutionListPage() {
  const [params, setParams] = useSearchParams();
  const search = parseInstitutionSearch(params);
  const types = useQuery(InstitutionTypesQuery, { context: NO_LOADING }).data?.lookups.institutionTypes ?? [];
  const { data, previousData, error, refetch } = useQuery(InstitutionListQuery, {
    variables: {
      filter: { institutionType: search.institutionType, keyword: search.keyword },
      page: { pageNum: search.page, pageSize: INSTITUTION_PAGE_SIZE },
    },
  });
  const institutions = (data ?? previousData)?.institutions;
  const update = (change: Partial<InstitutionSearch>) =>
    setParams(institutionSearchToParams({ ...search, page: 1, ...change }));

  return (
    <Container maxW="7xl" py="8">
      <Heading as="h1" size="2xl" mb="6">
        金融机构
      </Heading>
      <Stack gap="5">
        <Box bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '5' }}>
          <Stack gap="4">
            <KeywordSearchForm
              keyword={search.keyword}
              onSearch={(keyword) => update({ keyword })}
              formLabel="搜索机构"
              fieldLabel="机构名称"
              placeholder="请输入机构名称"
              maxLength={50}
              maxW="480px"
              look="panel"
            />
            <ToggleChips
              label="机构类型"
              options={types.map((type) => ({ value: type.code, label: type.label }))}
              selected={search.institutionType}
              onSelect={(institutionType) => update({ institutionType })}
            />
          </Stack>
        </Box>
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : !institutions ? (
          <SkeletonGrid height="100px" />
        ) : institutions.records.length === 0 ? (
          <NoData />
        ) : (
          <>
            <Text fontSize="sm" color="gray.600">
              共 {institutions.total} 家机构
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
              {institutions.records.map((institution) => (
                <InstitutionSummaryCard key={institution.id} institution={institution} />
              ))}
            </SimpleGrid>
            <Pager
              total={institutions.total}
              page={search.page}
              pageSize={INSTITUTION_PAGE_SIZE}
              onPageChange={(page) => setParams(institutionSearchToParams({ ...search, page }))}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
