import { Badge, Box, Button, Card, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LogoImage } from '../../../shared/ui/LogoImage';
import { GuaranteeTags } from './GuaranteeTags';
import { type ProductFigureFields, ProductFigures } from './ProductFigures';

export interface ProductCardFields extends ProductFigureFields {
  id: string;
  name: string;
  logo: string;
  institutionName: string;
  summary: string;
  applyCount: number;
  productType: { label: string };
  guaranteeMethods: readonly { code: number; label: string }[];
}

/** One product of the 金融超市 list. */
export function ProductCard({ product }: { product: ProductCardFields }) {
  return (
    <Card.Root
      as="article"
      variant="outline"
      bg="white"
      transition="box-shadow 0.2s, border-color 0.2s"
      _hover={{ boxShadow: 'md', borderColor: 'brand.200' }}
      data-testid="product-card"
    >
      <Card.Body p="5">
        <Flex direction={{ base: 'column', lg: 'row' }} gap="5" align={{ lg: 'center' }}>
          <HStack gap="4" align="start" flex="1" minW="0">
            <LogoImage src={product.logo} name={product.name} />
            <Stack gap="1.5" minW="0">
              <HStack gap="2" wrap="wrap">
                <Heading as="h3" size="md" color="gray.800">
                  <Link asChild color="inherit" _hover={{ color: 'brand.600' }}>
                    <RouterLink to={`/product/${product.id}`}>{product.name}</RouterLink>
                  </Link>
                </Heading>
                <Badge colorPalette="orange" variant="surface" size="sm">
                  {product.productType.label}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="gray.600">
                {product.institutionName}
              </Text>
              {product.summary && (
                <Text fontSize="sm" color="gray.500" lineClamp={1}>
                  {product.summary}
                </Text>
              )}
              <GuaranteeTags methods={product.guaranteeMethods} />
            </Stack>
          </HStack>
          <ProductFigures product={product} />
          <Stack gap="2" align={{ base: 'stretch', lg: 'center' }} minW="120px">
            <Button colorPalette="brand" size="sm" asChild>
              <RouterLink to={`/product/${product.id}`}>查看详情</RouterLink>
            </Button>
            <Box fontSize="xs" color="gray.500" textAlign="center">
              已申请{' '}
              <Text as="span" color="brand.600" fontWeight="semibold">
                {product.applyCount}
              </Text>{' '}
              次
            </Box>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
