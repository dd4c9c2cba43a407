import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type FragmentType, graphql } from '#gql';
import type { ProductFiguresFragment } from '#gql/graphql.ts';
import { AMOUNT_DECIDED_BY_INSTITUTION, amountHeadline, amountHelperText } from '../format/amount';
import { formatRateRange } from '../format/rate';
import { formatTermRange } from '../format/term';
import { rangeParts } from './range-parts';

/** The fields the figures need; spread it (or ProductSummary) in any query that draws a product's figures. */
export const ProductFiguresFields = graphql(`
  fragment ProductFigures on Product {
    minAmount
    maxAmount
    rateMin
    rateMax
    minTerm
    maxTerm
  }
`);

export type ProductFiguresSize = 'sm' | 'md' | 'lg';

// The large figures of the detail page step down on phones.
const VALUE_SIZE: Record<ProductFiguresSize, { amount: ResponsiveSize; other: ResponsiveSize }> = {
  sm: { amount: 'xl', other: 'sm' },
  md: { amount: 'xl', other: 'md' },
  lg: { amount: { base: 'xl', md: '2xl' }, other: { base: 'md', md: 'xl' } },
};

type ResponsiveSize = string | { base: string; md: string };

/** A range breaks after its "~" when it must wrap, never inside a figure: "3.45%~<wbr>4.80%", "3个月~<wbr>36个月". */
function Range({ text }: { text: string }) {
  const [first, rest] = rangeParts(text);
  return (
    <>
      <Text as="span" whiteSpace="nowrap" data-testid="range-part">
        {first}
      </Text>
      {rest !== undefined && (
        <>
          <wbr />
          <Text as="span" whiteSpace="nowrap" data-testid="range-part">
            {rest}
          </Text>
        </>
      )}
    </>
  );
}

// Fixed columns from md up keep the figures of stacked cards aligned. Phones, and the narrow tiles of related
// products, give the amount a row of its own: its figure and unit never break apart ("1,000." / "00万元").
const COLUMNS: Record<ProductFiguresSize, { base: string; md: string }> = {
  sm: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' },
  md: { base: 'repeat(2, minmax(0, 1fr))', md: '150px 130px 110px' },
  lg: { base: 'repeat(2, minmax(0, 1fr))', md: '190px 170px 130px' },
};

const AMOUNT_SPAN: Record<ProductFiguresSize, { base: string; md: string }> = {
  sm: { base: '1 / -1', md: '1 / -1' },
  md: { base: '1 / -1', md: 'auto' },
  lg: { base: '1 / -1', md: 'auto' },
};

/**
 * The three key figures of a product, the one way the portal draws them: the amount headline in 万元 with the amount
 * helper (spec §9), the annual rate range, the term range.
 */
export function ProductFigures({
  product: productRef,
  size = 'md',
}: {
  product: FragmentType<typeof ProductFiguresFields>;
  size?: ProductFiguresSize;
}) {
  // As in ProductSummaryCard: getFragmentData's answer, written out for the first load.
  const product = productRef as ProductFiguresFragment;
  const headline = amountHeadline(product.minAmount, product.maxAmount);
  const values = VALUE_SIZE[size];
  return (
    <SimpleGrid
      gap={{ base: '3', md: size === 'sm' ? '3' : '5' }}
      templateColumns={COLUMNS[size]}
      data-testid="product-figures"
    >
      <Figure label="贷款额度" testId="product-amount" gridColumn={AMOUNT_SPAN[size]}>
        {headline ? (
          <Text as="span" whiteSpace="nowrap" color="red.600" data-testid="product-amount-value">
            <Text as="span" fontSize={values.amount} fontWeight="bold">
              {headline.figure}
            </Text>
            <Text as="span" fontSize="sm" ms="0.5">
              {headline.unit}
            </Text>
          </Text>
        ) : (
          <Text as="span" fontSize={size === 'lg' ? 'md' : 'sm'} fontWeight="semibold" color="red.600">
            {AMOUNT_DECIDED_BY_INSTITUTION}
          </Text>
        )}
        {headline && (
          <Text fontSize="xs" color="gray.500" mt="0.5" data-testid="product-amount-helper">
            {amountHelperText(product.minAmount, product.maxAmount)}
          </Text>
        )}
      </Figure>
      <Figure label="参考年利率">
        <Text fontSize={values.other} fontWeight="semibold" color="gray.800">
          <Range text={formatRateRange(product.rateMin, product.rateMax)} />
        </Text>
      </Figure>
      <Figure label="贷款期限">
        <Text fontSize={values.other} fontWeight="semibold" color="gray.800">
          <Range text={formatTermRange(product.minTerm, product.maxTerm)} />
        </Text>
      </Figure>
    </SimpleGrid>
  );
}

interface FigureProps {
  label: string;
  testId?: string;
  gridColumn?: { base: string; md: string };
  children: ReactNode;
}

function Figure({ label, testId, gridColumn, children }: FigureProps) {
  return (
    <Box data-testid={testId} minW="0" gridColumn={gridColumn}>
      <Text fontSize="xs" color="gray.500" mb="1">
        {label}
      </Text>
      <Box>{children}</Box>
    </Box>
  );
}
