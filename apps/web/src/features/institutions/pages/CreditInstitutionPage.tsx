import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '#gql';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { SkeletonStack } from '#shared/ui/SkeletonStack.tsx';
import { InstitutionIconCard } from '../components/InstitutionIconCard';
import { recommendedGroups } from '../recommended-groups';

const CreditInstitutionsQuery = graphql(`
  query CreditInstitutions {
    lookups {
      recommendedInstitutionTypes {
        code
        label
      }
    }
    institutionCounts {
      total
      byType {
        institutionType {
          code
        }
        count
      }
    }
    institutionIcons {
      id
      name
      logo
      institutionType {
        code
      }
    }
  }
`);

/**
 * 信贷机构 (spec §2 /creditInstitution): the recommended institution types of spec §3 (1, 2, 4, 5, 6, 10), each with
 * how many of its institutions are in service and their logos, each logo linking to the institution's page.
 */
export function CreditInstitutionPage() {
  const { data, error, refetch } = useQuery(CreditInstitutionsQuery);
  return (
    <Container maxW="7xl" py="8">
      <Heading as="h1" size="2xl" mb="2">
        信贷机构
      </Heading>
      <Text color="gray.600" mb="6">
        银行、融资担保、小额贷款、融资租赁、商业保理、信托等持牌机构入驻平台，为中小企业提供多元化融资服务。
      </Text>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <SkeletonStack gap="4" height="140px" />
      ) : (
        <Stack gap="6">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text fontSize="sm" color="gray.600" data-testid="institution-total">
              平台入驻机构共 {data.institutionCounts.total} 家
            </Text>
            <Button asChild size="sm" variant="outline" colorPalette="green">
              <RouterLink to="/PostalSavingProduct">邮储银行全流程线上贷专区 ›</RouterLink>
            </Button>
          </HStack>
          {recommendedGroups(data).map((group) => (
            <Box
              as="section"
              key={group.type.code}
              bg="white"
              borderWidth="1px"
              borderRadius="lg"
              p={{ base: '4', md: '6' }}
              aria-label={group.type.label}
              data-testid="institution-type-group"
              data-type={group.type.code}
            >
              <HStack gap="3" mb="4">
                <Heading as="h2" size="lg">
                  {group.type.label}
                </Heading>
                <Badge colorPalette="brand" variant="subtle" data-testid="institution-type-count">
                  {group.count} 家
                </Badge>
              </HStack>
              {group.institutions.length === 0 ? (
                <NoData />
              ) : (
                <SimpleGrid columns={{ base: 2, md: 4, lg: 6 }} gap="4">
                  {group.institutions.map((institution) => (
                    <InstitutionIconCard key={institution.id} institution={institution} />
                  ))}
                </SimpleGrid>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Container>
  );
}
