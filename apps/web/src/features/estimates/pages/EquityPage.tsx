import { useQuery } from '@apollo/client/react';
import { Button, Container, Heading, HStack, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { PageTitle } from '#shared/ui/PageTitle.tsx';
import { EquityInvestorsQuery } from '../estimates-operations';

/** /equity (spec §2): the platform's equity investors (venture-capital institutions) and the way to ask them. */
export function EquityPage() {
  const { data, error, loading, refetch } = useQuery(EquityInvestorsQuery);
  const investors = data?.institutions.records ?? [];
  return (
    <Container maxW="6xl" py="10">
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="4">
          <PageTitle title="股权融资" lead="入驻平台的创业投资机构，可向其提交股权融资需求，由机构与您对接。" />
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/equityForm">发布股权融资需求</RouterLink>
          </Button>
        </HStack>
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : loading ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" role="status" aria-label="加载中">
            <Skeleton height="160px" />
            <Skeleton height="160px" />
          </SimpleGrid>
        ) : investors.length === 0 ? (
          <NoData hint="暂无入驻的创业投资机构" />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {investors.map((investor) => (
              <Stack
                key={investor.id}
                as="article"
                gap="3"
                bg="white"
                borderWidth="1px"
                borderRadius="lg"
                p="5"
                data-testid="equity-investor"
              >
                <HStack gap="4">
                  {investor.logo && <Image src={investor.logo} alt="" boxSize="48px" borderRadius="md" />}
                  <Heading as="h2" size="md">
                    {investor.name}
                  </Heading>
                </HStack>
                <Text fontSize="sm" color="gray.600" lineClamp={3}>
                  {investor.introduction}
                </Text>
                <Text fontSize="sm" color="gray.500">
                  地址：{investor.address}　电话：{investor.phone}
                </Text>
                <HStack>
                  <Button asChild size="sm" colorPalette="brand" variant="outline">
                    <RouterLink to={`/equityForm?investorId=${investor.id}`}>向该机构提交需求</RouterLink>
                  </Button>
                  <Button asChild size="sm" variant="ghost">
                    <RouterLink to={`/financialInstitution/${investor.id}`}>机构详情</RouterLink>
                  </Button>
                </HStack>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
