import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { type FragmentType, getFragmentData, graphql } from '#gql';
import type { InstitutionSummaryFragment } from '#gql/graphql.ts';
import { LogoImage } from '../ui/LogoImage';
import { institutionPath } from './catalog-paths';

/** The fields of an institution wherever it is summarised (list cards, a product's offering institution). */
export const InstitutionSummaryFields = graphql(`
  fragment InstitutionSummary on Institution {
    id
    name
    logo
    address
    phone
    productCount
    institutionType {
      code
      label
    }
  }
`);

/** An institution in a list: logo, name, type and how many products it has on shelf. */
export function InstitutionSummaryCard({
  institution: institutionRef,
}: {
  institution: FragmentType<typeof InstitutionSummaryFields>;
}) {
  const institution = getFragmentData(InstitutionSummaryFields, institutionRef);
  return (
    <Card.Root variant="outline" bg="white" _hover={{ boxShadow: 'md' }} data-testid="institution-card">
      <Card.Body p={{ base: '4', md: '5' }}>
        <HStack gap="4" align="center">
          <LogoImage src={institution.logo} name={institution.name} size={{ base: '56px', md: '64px' }} />
          <Stack gap="1" minW="0">
            <Link
              asChild
              fontWeight="semibold"
              color="gray.800"
              _hover={{ color: 'brand.600' }}
              minH={{ base: '44px', md: 'auto' }}
            >
              <RouterLink to={institutionPath(institution.id)}>{institution.name}</RouterLink>
            </Link>
            <HStack gap="2" wrap="wrap">
              <InstitutionTypeBadge institution={institution} />
              <ProductCount count={institution.productCount} />
            </HStack>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** The offering institution beside a product's detail: contact lines and the way to its page. */
export function InstitutionSummaryBlock({
  institution: institutionRef,
}: {
  institution: FragmentType<typeof InstitutionSummaryFields>;
}) {
  const institution = getFragmentData(InstitutionSummaryFields, institutionRef);
  return (
    <Card.Root variant="outline" bg="white" data-testid="institution-block">
      <Card.Header>
        <Card.Title fontSize="md">机构信息</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" fontSize="sm">
          <HStack gap="3">
            <LogoImage src={institution.logo} name={institution.name} size="56px" />
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold" color="gray.800">
                {institution.name}
              </Text>
              <Text color="gray.500">{institution.institutionType.label}</Text>
            </Stack>
          </HStack>
          <InstitutionContacts institution={institution} />
          <Button asChild size="sm" minH="44px" variant="outline" colorPalette="brand">
            <RouterLink to={institutionPath(institution.id)}>查看机构详情</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** 地址, 电话 and 在售产品 as lines of text. */
export function InstitutionContacts({ institution }: { institution: InstitutionSummaryFragment }) {
  return (
    <>
      <Text color="gray.600">地址：{institution.address || '暂无'}</Text>
      <Text color="gray.600">电话：{institution.phone || '暂无'}</Text>
      <Text color="gray.600">在售产品：{institution.productCount} 款</Text>
    </>
  );
}

export function InstitutionTypeBadge({
  institution,
}: {
  institution: Pick<InstitutionSummaryFragment, 'institutionType'>;
}) {
  return (
    <Badge colorPalette="brand" variant="subtle" size="sm">
      {institution.institutionType.label}
    </Badge>
  );
}

function ProductCount({ count }: { count: number }) {
  return (
    <Text fontSize="xs" color="gray.500">
      在售产品 {count} 款
    </Text>
  );
}
