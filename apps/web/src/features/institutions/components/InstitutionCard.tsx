import { Badge, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LogoImage } from '../../../shared/ui/LogoImage';

export interface InstitutionCardFields {
  id: string;
  name: string;
  logo: string;
  productCount: number;
  institutionType: { label: string };
}

export function InstitutionCard({ institution }: { institution: InstitutionCardFields }) {
  return (
    <Card.Root variant="outline" bg="white" _hover={{ boxShadow: 'md' }} data-testid="institution-card">
      <Card.Body p="5">
        <HStack gap="4" align="center">
          <LogoImage src={institution.logo} name={institution.name} size="64px" />
          <Stack gap="1" minW="0">
            <Link asChild fontWeight="semibold" color="gray.800" _hover={{ color: 'brand.600' }}>
              <RouterLink to={`/financialInstitution/${institution.id}`}>{institution.name}</RouterLink>
            </Link>
            <HStack gap="2">
              <Badge colorPalette="brand" variant="subtle" size="sm">
                {institution.institutionType.label}
              </Badge>
              <Text fontSize="xs" color="gray.500">
                在售产品 {institution.productCount} 款
              </Text>
            </HStack>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
