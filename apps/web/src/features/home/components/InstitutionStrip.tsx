import { Image, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '#gql';
import { useFetchedQuery } from '#shared/api/fetched-query.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';

const HomeInstitutionsQuery = graphql(`
  query HomeInstitutions($pageSize: Int) {
    institutions(page: { pageNum: 1, pageSize: $pageSize }) {
      records {
        id
        name
        logo
      }
    }
  }
`);

export const HOME_INSTITUTION_COUNT = 12;

/** Partner institutions in service, logo and name, each linking to its page. */
export function InstitutionStrip() {
  const { data, error, refetch } = useFetchedQuery(HomeInstitutionsQuery, { pageSize: HOME_INSTITUTION_COUNT });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton h="180px" borderRadius="lg" aria-hidden="true" />;
  if (data.institutions.records.length === 0) return <NoData />;
  return (
    <SimpleGrid columns={{ base: 2, md: 4, lg: 6 }} gap="4" data-testid="institution-strip">
      {data.institutions.records.map((institution) => (
        <LinkBox
          key={institution.id}
          bg="white"
          borderWidth="1px"
          borderRadius="lg"
          p="4"
          textAlign="center"
          _hover={{ borderColor: 'brand.300', boxShadow: 'sm' }}
        >
          <Image src={institution.logo} alt="" boxSize="48px" mx="auto" mb="2" objectFit="contain" loading="lazy" />
          <LinkOverlay asChild>
            <RouterLink to={`/financialInstitution/${institution.id}`}>
              <Text fontSize="sm" color="gray.700" lineClamp={2}>
                {institution.name}
              </Text>
            </RouterLink>
          </LinkOverlay>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
