import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AMOUNT_DECIDED_BY_INSTITUTION, amountHeadline, amountHelperText } from '../../../shared/format/amount';
import { formatRateRange } from '../../../shared/format/rate';
import { formatTermRange } from '../../../shared/format/term';

export interface ProductFigureFields {
  minAmount?: number | null;
  maxAmount?: number | null;
  rateMin?: number | null;
  rateMax?: number | null;
  minTerm?: number | null;
  maxTerm?: number | null;
}

/** The three key figures of a product: amount in 万元 with its helper text, annual rate, term. */
export function ProductFigures({ product, size = 'md' }: { product: ProductFigureFields; size?: 'md' | 'lg' }) {
  const headline = amountHeadline(product.minAmount, product.maxAmount);
  const helper = amountHelperText(product.minAmount, product.maxAmount);
  const valueSize = size === 'lg' ? '2xl' : 'xl';
  return (
    <SimpleGrid
      gap={{ base: '3', md: '5' }}
      templateColumns={{ base: 'repeat(3, 1fr)', md: size === 'lg' ? '190px 170px 130px' : '150px 130px 110px' }}
    >
      <Figure label="贷款额度" testId="product-amount">
        {headline ? (
          <>
            <Text as="span" fontSize={valueSize} fontWeight="bold" color="red.500">
              {headline}
            </Text>
            <Text as="span" fontSize="sm" color="red.500" ms="0.5">
              万元
            </Text>
          </>
        ) : (
          <Text as="span" fontSize="md" fontWeight="semibold" color="red.500">
            {AMOUNT_DECIDED_BY_INSTITUTION}
          </Text>
        )}
        {headline && (
          <Text fontSize="xs" color="gray.500" mt="0.5" data-testid="product-amount-helper">
            {helper}
          </Text>
        )}
      </Figure>
      <Figure label="参考年利率">
        <Text fontSize={size === 'lg' ? 'xl' : 'md'} fontWeight="semibold" color="gray.800">
          {formatRateRange(product.rateMin, product.rateMax)}
        </Text>
      </Figure>
      <Figure label="贷款期限">
        <Text fontSize={size === 'lg' ? 'xl' : 'md'} fontWeight="semibold" color="gray.800">
          {formatTermRange(product.minTerm, product.maxTerm)}
        </Text>
      </Figure>
    </SimpleGrid>
  );
}

function Figure({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <Box data-testid={testId}>
      <Text fontSize="xs" color="gray.500" mb="1">
        {label}
      </Text>
      <Box>{children}</Box>
    </Box>
  );
}
