import { Badge, Box, Heading, HStack, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import type { QuotaProductsQuery } from '../../../gql/graphql';
import { amountHelperText } from '../../../shared/format/amount';
import { RateApplyButton } from './RateApplyButton';

type MatchedProduct = QuotaProductsQuery['quotaProducts']['products']['records'][number];

function rateText(rateMin: number | null, rateMax: number | null): string {
  if (rateMin == null && rateMax == null) return '以机构审批为准';
  if (rateMin != null && rateMax != null && rateMin !== rateMax)
    return `${rateMin.toFixed(2)}% - ${rateMax.toFixed(2)}%`;
  return `${(rateMin ?? rateMax ?? 0).toFixed(2)}%`;
}

function termText(minTerm: number | null, maxTerm: number | null): string {
  if (minTerm == null && maxTerm == null) return '以机构审批为准';
  if (minTerm != null && maxTerm != null) return `${minTerm}-${maxTerm}个月`;
  return maxTerm != null ? `最长${maxTerm}个月` : `${minTerm}个月起`;
}

/** A product that matches the estimate, with 立即申请 (our form for a form product, else its detail page). */
export function MatchedProductCard({ product }: { product: MatchedProduct }) {
  return (
    <HStack
      as="article"
      align="start"
      gap="5"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="5"
      data-testid="matched-product"
    >
      {product.logo ? <Image src={product.logo} alt="" boxSize="56px" borderRadius="md" /> : <Box boxSize="56px" />}
      <Stack gap="2" flex="1" minW="0">
        <Heading as="h3" size="md">
          {product.name}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {product.institutionName}
        </Text>
        <Wrap gap="2">
          {product.guaranteeMethods.map((method) => (
            <Badge key={method.code} colorPalette="brand" variant="subtle">
              {method.label}
            </Badge>
          ))}
        </Wrap>
        <HStack gap="6" fontSize="sm" color="gray.700" wrap="wrap">
          <Text>额度：{amountHelperText(product.minAmount, product.maxAmount)}</Text>
          <Text>年利率：{rateText(product.rateMin, product.rateMax)}</Text>
          <Text>期限：{termText(product.minTerm, product.maxTerm)}</Text>
        </HStack>
        {product.summary && (
          <Text fontSize="sm" color="gray.500" lineClamp={2}>
            {product.summary}
          </Text>
        )}
      </Stack>
      <RateApplyButton productId={product.id} />
    </HStack>
  );
}
