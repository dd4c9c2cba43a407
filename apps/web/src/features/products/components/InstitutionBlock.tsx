import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LogoImage } from '../../../shared/ui/LogoImage';

export interface InstitutionBlockFields {
  id: string;
  name: string;
  logo: string;
  address: string;
  phone: string;
  productCount: number;
  institutionType: { label: string };
}

/** The offering institution beside a product's detail. */
export function InstitutionBlock({ institution }: { institution: InstitutionBlockFields }) {
  return (
    <Card.Root variant="outline" bg="white" data-testid="institution-block">
      <Card.Header>
        <Card.Title fontSize="md">机构信息</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" fontSize="sm">
          <HStack gap="3">
            <LogoImage src={institution.logo} name={institution.name} size="56px" />
            <Stack gap="0.5">
              <Text fontWeight="semibold" color="gray.800">
                {institution.name}
              </Text>
              <Text color="gray.500">{institution.institutionType.label}</Text>
            </Stack>
          </HStack>
          <Text color="gray.600">地址：{institution.address || '暂无'}</Text>
          <Text color="gray.600">电话：{institution.phone || '暂无'}</Text>
          <Text color="gray.600">在售产品：{institution.productCount} 款</Text>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink to={`/financialInstitution/${institution.id}`}>查看机构详情</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
