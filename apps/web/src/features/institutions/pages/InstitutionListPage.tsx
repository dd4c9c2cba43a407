import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Group, Heading, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '#gql';
import { NO_LOADING } from '#shared/api/request-context.ts';
import { InstitutionSummaryCard } from '#shared/catalog/InstitutionSummary.tsx';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { Pager } from '#shared/ui/Pager.tsx';
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
            <NameSearch keyword={search.keyword} onSearch={(keyword) => update({ keyword })} />
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
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {[0, 1, 2].map((cell) => (
              <Skeleton key={cell} h="100px" borderRadius="lg" />
            ))}
          </SimpleGrid>
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

function NameSearch({ keyword, onSearch }: { keyword: string | undefined; onSearch: (keyword?: string) => void }) {
  const [text, setText] = useState(keyword ?? '');
  useEffect(() => setText(keyword ?? ''), [keyword]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <form onSubmit={submit} aria-label="搜索机构">
      <Group attached maxW="480px">
        <Input
          size={{ base: 'lg', md: 'md' }}
          placeholder="请输入机构名称"
          aria-label="机构名称"
          maxLength={50}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" colorPalette="brand" size={{ base: 'lg', md: 'md' }}>
          搜索
        </Button>
      </Group>
    </form>
  );
}
