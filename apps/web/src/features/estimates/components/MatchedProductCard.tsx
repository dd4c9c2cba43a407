import { Box, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { QuotaProductsQuery } from '#gql/graphql.ts';
import { GuaranteeTags } from '#shared/catalog/GuaranteeTags.tsx';
import { ProductFigures } from '#shared/catalog/ProductFigures.tsx';
import { RateApplyButton } from './RateApplyButton';

type MatchedProduct = QuotaProductsQuery['quotaProducts']['products']['records'][number];

/** A product that matches the estimate, with 立即申请 (our form for a form product, else its detail page). */
export function MatchedProductCard({ product }: { product: MatchedProduct }) {
  return (
    <Flex
      as="article"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'start' }}
      gap={{ base: '3', md: '5' }}
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
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
        <GuaranteeTags methods={product.guaranteeMethods} />
        <ProductFigures product={product} size="sm" />
        {product.summary && (
          <Text fontSize="sm" color="gray.500" lineClamp={2}>
            {product.summary}
          </Text>
        )}
      </Stack>
      <RateApplyButton productId={product.id} />
    </Flex>
  );
}
