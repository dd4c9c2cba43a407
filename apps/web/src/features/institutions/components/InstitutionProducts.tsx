import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { amountHelperText } from '../../../shared/format/amount';
import { formatRateRange } from '../../../shared/format/rate';
import { formatTermRange } from '../../../shared/format/term';
import { NoData } from '../../../shared/ui/NoData';

export interface InstitutionProductFields {
  id: string;
  name: string;
  minAmount?: number | null;
  maxAmount?: number | null;
  rateMin?: number | null;
  rateMax?: number | null;
  minTerm?: number | null;
  maxTerm?: number | null;
  productType: { label: string };
}

/** The products an institution has on shelf, one line each. */
export function InstitutionProducts({ products }: { products: readonly InstitutionProductFields[] }) {
  if (products.length === 0) return <NoData />;
  return (
    <Stack gap="0" divideY="1px">
      {products.map((product) => (
        <HStack key={product.id} justify="space-between" py="3" gap="4" wrap="wrap">
          <HStack gap="2">
            <Link asChild fontWeight="medium" color="brand.700">
              <RouterLink to={`/product/${product.id}`}>{product.name}</RouterLink>
            </Link>
            <Badge size="sm" colorPalette="orange" variant="surface">
              {product.productType.label}
            </Badge>
          </HStack>
          <HStack gap="6" fontSize="sm" color="gray.600">
            <Text>{amountHelperText(product.minAmount, product.maxAmount)}</Text>
            <Text>年利率 {formatRateRange(product.rateMin, product.rateMax)}</Text>
            <Text>期限 {formatTermRange(product.minTerm, product.maxTerm)}</Text>
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}
