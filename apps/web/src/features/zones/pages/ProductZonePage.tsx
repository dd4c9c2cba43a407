import { useQuery } from '@apollo/client/react';
import { Badge, Box, Card, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { productPath } from '#shared/catalog/catalog-paths.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { SectionHeading } from '#shared/ui/SectionHeading.tsx';
import { SkeletonGrid } from '#shared/ui/SkeletonGrid.tsx';
import { ZONE_ROUTES } from '../zone-rules';
import { ProductClassesQuery } from '../zones-operations';

/** Names of the zone pages as the entry cards show them (the pages themselves read theirs from the data). */
const ZONE_ENTRY_NAMES: Record<(typeof ZONE_ROUTES)[number]['key'], string> = {
  biomedicine: '生物医药专区',
  green: '绿色生态专区',
  procure: '政府采购贷',
  bqw: '碧桥湾智造产业园',
  lendingcenter: '续贷中心',
  futures: '期货专区',
};

/** 产品专区 (spec §2 /productZone): the product classes with their first products, and the special zones. */
export function ProductZonePage() {
  const { data, error, refetch } = useQuery(ProductClassesQuery, { variables: { preview: 3 } });
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <Heading as="h1" size="2xl" mb="2">
        产品专区
      </Heading>
      <Text color="gray.600" mb="6">
        按融资方式和产业方向归集的金融产品，选择类别查看全部产品。
      </Text>
      <Stack gap="10">
        <section aria-label="产品类别">
          <SectionHeading title="产品类别" />
          {error ? (
            <ErrorState error={error} onRetry={() => void refetch()} />
          ) : !data ? (
            <SkeletonGrid height="180px" />
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
              {data.productClasses.map((productClass) => (
                <Card.Root key={productClass.id} variant="outline" bg="white" data-testid="product-class">
                  <Card.Body gap="3">
                    <HStack justify="space-between" align="start" gap="3">
                      <Heading as="h3" size="md">
                        <Link asChild color="brand.700">
                          <RouterLink to={`/productClassDetail/${productClass.id}`}>{productClass.name}</RouterLink>
                        </Link>
                      </Heading>
                      <Badge colorPalette="brand" variant="subtle" flexShrink={0}>
                        {productClass.productCount} 款产品
                      </Badge>
                    </HStack>
                    <Text fontSize="sm" color="gray.600">
                      {productClass.description}
                    </Text>
                    <Stack as="ul" gap="1" fontSize="sm" listStyleType="none">
                      {productClass.preview.map((product) => (
                        <Box as="li" key={product.id} truncate>
                          <Link asChild color="gray.700" _hover={{ color: 'brand.600' }}>
                            <RouterLink to={productPath(product.id)}>{product.name}</RouterLink>
                          </Link>
                          <Text as="span" color="gray.500">
                            {' '}
                            · {product.institutionName}
                          </Text>
                        </Box>
                      ))}
                    </Stack>
                    <Link asChild fontSize="sm" color="brand.600" mt="auto" minH="44px" alignItems="center">
                      <RouterLink to={`/productClassDetail/${productClass.id}`}>
                        查看全部 {productClass.name} 产品 ›
                      </RouterLink>
                    </Link>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          )}
        </section>
        <section aria-label="特色专区">
          <SectionHeading title="特色专区" subtitle="区域产业和专项政策的融资服务" />
          <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3">
            {ZONE_ROUTES.map((zone) => (
              <Link
                key={zone.path}
                asChild
                justifyContent="center"
                textAlign="center"
                bg="brand.50"
                color="brand.800"
                fontWeight="semibold"
                borderRadius="lg"
                p="4"
                minH="64px"
                _hover={{ bg: 'brand.100' }}
              >
                <RouterLink to={zone.path}>{ZONE_ENTRY_NAMES[zone.key]}</RouterLink>
              </Link>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}
