import { useQuery } from '@apollo/client/react';
import { Badge, Box, Container, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { DetailError, DetailUnavailable } from '../../../shared/ui/DetailStates';
import { LogoImage } from '../../../shared/ui/LogoImage';
import { Paragraphs } from '../../../shared/ui/Paragraphs';
import { InstitutionProducts } from '../components/InstitutionProducts';

const InstitutionDetailQuery = graphql(`
  query InstitutionDetail($id: ID!) {
    institution(id: $id) {
      id
      name
      logo
      introduction
      address
      phone
      ifNormal
      productCount
      institutionType {
        code
        label
      }
    }
    products(filter: { institutionId: $id }, page: { pageNum: 1, pageSize: 50 }) {
      records {
        id
        name
        minAmount
        maxAmount
        rateMin
        rateMax
        minTerm
        maxTerm
        productType {
          code
          label
        }
      }
    }
  }
`);

export const INSTITUTION_DISABLED = '该机构已停用';
export const INSTITUTION_UNKNOWN = '未找到该机构';

const isInstitutionId = (id: string | undefined): id is string => id !== undefined && /^\d{1,9}$/.test(id);

/** Institution detail (spec §2 /financialInstitution/{id}); a disabled one shows 该机构已停用 (spec §8). */
export function InstitutionDetailPage() {
  const { id } = useParams();
  const validId = isInstitutionId(id);
  const { data, error, refetch } = useQuery(InstitutionDetailQuery, { variables: { id: id ?? '' }, skip: !validId });

  if (!validId) return <InstitutionUnavailable message={INSTITUTION_UNKNOWN} />;
  if (error) return <DetailError error={error} onRetry={() => void refetch()} />;
  if (!data) {
    return (
      <Container maxW="7xl" py="8" aria-hidden="true">
        <Skeleton h="240px" borderRadius="lg" />
      </Container>
    );
  }
  const { institution } = data;
  if (!institution) return <InstitutionUnavailable message={INSTITUTION_UNKNOWN} />;
  if (!institution.ifNormal) return <InstitutionUnavailable message={INSTITUTION_DISABLED} />;

  return (
    <Container maxW="7xl" py="8">
      <Box bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '5', md: '8' }} mb="6">
        <HStack gap="5" align="start">
          <LogoImage src={institution.logo} name={institution.name} size="96px" />
          <Stack gap="2">
            <HStack gap="2" wrap="wrap">
              <Heading as="h1" size="2xl">
                {institution.name}
              </Heading>
              <Badge colorPalette="brand" variant="subtle">
                {institution.institutionType.label}
              </Badge>
            </HStack>
            <Text color="gray.600">地址：{institution.address || '暂无'}</Text>
            <Text color="gray.600">电话：{institution.phone || '暂无'}</Text>
            <Text color="gray.600">在售产品：{institution.productCount} 款</Text>
          </Stack>
        </HStack>
      </Box>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
        <Section title="机构简介">
          <Paragraphs text={institution.introduction} />
        </Section>
        <Section title="在售产品">
          <InstitutionProducts products={data.products.records} />
        </Section>
      </Grid>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="white" borderRadius="lg" borderWidth="1px" p="6">
      <Heading as="h2" size="md" mb="4" borderStartWidth="4px" borderColor="brand.600" ps="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function InstitutionUnavailable({ message }: { message: string }) {
  return <DetailUnavailable message={message} back={{ to: '/financialInstitution', label: '返回机构列表' }} />;
}
