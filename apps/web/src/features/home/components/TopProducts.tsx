import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../../gql';
import { AMOUNT_DECIDED_BY_INSTITUTION, amountHeadline, amountHelperText } from '../../../shared/format/amount';
import { formatRateRange } from '../../../shared/format/rate';
import { formatTermRange } from '../../../shared/format/term';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { LogoImage } from '../../../shared/ui/LogoImage';
import { NoData } from '../../../shared/ui/NoData';

const HomeTopProductsQuery = graphql(`
  query HomeTopProducts($size: Int) {
    topProducts(size: $size) {
      id
      name
      logo
      institutionName
      minAmount
      maxAmount
      rateMin
      rateMax
      minTerm
      maxTerm
      guaranteeMethods {
        code
        label
      }
    }
  }
`);

export const TOP_PRODUCT_COUNT = 6;

/** The recommended products of the home page, best first. */
export function TopProducts() {
  const { data, error, refetch } = useQuery(HomeTopProductsQuery, { variables: { size: TOP_PRODUCT_COUNT } });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" aria-hidden="true">
        {[0, 1, 2].map((cell) => (
          <Skeleton key={cell} h="220px" borderRadius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (data.topProducts.length === 0) return <NoData />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" data-testid="top-products">
      {data.topProducts.map((product) => {
        const headline = amountHeadline(product.minAmount, product.maxAmount);
        return (
          <Card.Root
            key={product.id}
            variant="outline"
            bg="white"
            _hover={{ boxShadow: 'lg' }}
            transition="box-shadow 0.2s"
          >
            <Card.Body gap="4">
              <HStack gap="3">
                <LogoImage src={product.logo} name={product.name} size="52px" />
                <Stack gap="0.5" minW="0">
                  <Link asChild fontWeight="semibold" fontSize="lg" color="gray.800" _hover={{ color: 'brand.600' }}>
                    <RouterLink to={`/product/${product.id}`}>{product.name}</RouterLink>
                  </Link>
                  <Text fontSize="sm" color="gray.500" truncate>
                    {product.institutionName}
                  </Text>
                </Stack>
              </HStack>
              <HStack justify="space-between" align="end">
                <Stack gap="0">
                  <Text fontSize="xs" color="gray.500">
                    贷款额度
                  </Text>
                  {headline ? (
                    <Text color="red.500">
                      <Text as="span" fontSize="2xl" fontWeight="bold">
                        {headline}
                      </Text>{' '}
                      万元
                    </Text>
                  ) : (
                    <Text color="red.500" fontWeight="semibold" py="1.5">
                      {AMOUNT_DECIDED_BY_INSTITUTION}
                    </Text>
                  )}
                  {headline && (
                    <Text fontSize="xs" color="gray.500">
                      {amountHelperText(product.minAmount, product.maxAmount)}
                    </Text>
                  )}
                </Stack>
                <Stack gap="0.5" textAlign="end" fontSize="sm" color="gray.600">
                  <Text>年利率 {formatRateRange(product.rateMin, product.rateMax)}</Text>
                  <Text>期限 {formatTermRange(product.minTerm, product.maxTerm)}</Text>
                </Stack>
              </HStack>
              <HStack justify="space-between">
                <HStack gap="1.5">
                  {product.guaranteeMethods.map((method) => (
                    <Badge key={method.code} size="sm" colorPalette="brand" variant="subtle">
                      {method.label}
                    </Badge>
                  ))}
                </HStack>
                <Button asChild size="sm" colorPalette="brand" variant="outline">
                  <RouterLink to={`/product/${product.id}`}>查看详情</RouterLink>
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
