import { Badge, Box, Button, Card, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { type FragmentType, graphql } from '#gql';
import type { ProductSummaryFragment } from '#gql/graphql.ts';
import { LogoImage } from '../ui/LogoImage';

import { GuaranteeTags } from './GuaranteeTags';
import { ProductFigures } from './ProductFigures';
import { useProductPath } from './product-path-context';

/** The fields of a product in any listing (home, 金融超市, institution, zones); spread it instead of listing them. */
export const ProductSummaryFields = graphql(`
  fragment ProductSummary on Product {
    id
    name
    logo
    institutionName
    summary
    applyCount
    productType {
      code
      label
    }
    guaranteeMethods {
      code
      label
    }
    ...ProductFigures
  }
`);

/** A product of a listing as its query answers it: the id it is keyed by, and the card's fragment. */
export type ProductCardItem = { id: string } & FragmentType<typeof ProductSummaryFields>;

/** `row`: one product per line (lists); `tile`: a compact card for grids (home, zones). */
export type ProductCardLayout = 'row' | 'tile';

/** A product in a listing, the one card of the portal: name, institution, tags, figures and 查看详情. */
export function ProductSummaryCard({
  product: productRef,
  layout = 'row',
}: {
  product: FragmentType<typeof ProductSummaryFields>;
  layout?: ProductCardLayout;
}) {
  // getFragmentData's answer, written out: the home page's products are in the first load, where the helper would add
  // a chunk and keep the fragment's document for an identity function (masking is in the types only).
  const product = productRef as ProductSummaryFragment;
  return (
    <Card.Root
      as="article"
      variant="outline"
      bg="white"
      h={layout === 'tile' ? 'full' : undefined}
      transition="box-shadow 0.2s, border-color 0.2s"
      _hover={{ boxShadow: 'md', borderColor: 'brand.200' }}
      // A card below the window is neither styled nor laid out until it comes near (a list's arrival was one long
      // task on a phone, issue 10); `auto` keeps the size it last had, the length holds its place until then.
      contentVisibility="auto"
      containIntrinsicSize={layout === 'tile' ? 'auto 220px' : { base: 'auto 300px', lg: 'auto 150px' }}
      data-testid="product-card"
    >
      <Card.Body p={{ base: '4', md: '5' }}>
        {layout === 'tile' ? <TileBody product={product} /> : <RowBody product={product} />}
      </Card.Body>
    </Card.Root>
  );
}

function RowBody({ product }: { product: ProductSummaryFragment }) {
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '4', lg: '5' }} align={{ lg: 'center' }}>
      <HStack gap="4" align="start" flex="1" minW="0">
        <LogoImage src={product.logo} name={product.name} size={{ base: '56px', md: '72px' }} />
        <Stack gap="1.5" minW="0">
          <Title product={product} />
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
      <Stack gap="2" align={{ base: 'stretch', lg: 'center' }} minW={{ lg: '120px' }}>
        <DetailButton id={product.id} />
        <ApplyCount count={product.applyCount} />
      </Stack>
    </Flex>
  );
}

function TileBody({ product }: { product: ProductSummaryFragment }) {
  return (
    <Stack gap="4" h="full">
      <HStack gap="3" align="start">
        <LogoImage src={product.logo} name={product.name} size="52px" />
        <Stack gap="0.5" minW="0">
          <Title product={product} />
          <Text fontSize="sm" color="gray.500" truncate>
            {product.institutionName}
          </Text>
        </Stack>
      </HStack>
      <ProductFigures product={product} size="sm" />
      <HStack justify="space-between" gap="3" mt="auto">
        <GuaranteeTags methods={product.guaranteeMethods} />
        <DetailButton id={product.id} />
      </HStack>
    </Stack>
  );
}

function Title({ product }: { product: ProductSummaryFragment }) {
  const productPath = useProductPath();
  return (
    <HStack gap="2" wrap="wrap">
      <Heading as="h3" size="md" color="gray.800" overflowWrap="anywhere">
        <Link asChild color="inherit" _hover={{ color: 'brand.600' }}>
          <RouterLink to={productPath(product.id)}>{product.name}</RouterLink>
        </Link>
      </Heading>
      <Badge colorPalette="orange" variant="surface" size="sm">
        {product.productType.label}
      </Badge>
    </HStack>
  );
}

// 44 px high on phones: the primary action of the card is a comfortable tap target (issue 10).
function DetailButton({ id }: { id: string }) {
  const productPath = useProductPath();
  return (
    <Button
      colorPalette="brand"
      size={{ base: 'md', md: 'sm' }}
      minH={{ base: '44px', md: 'auto' }}
      flexShrink={0}
      asChild
    >
      <RouterLink to={productPath(id)}>查看详情</RouterLink>
    </Button>
  );
}

function ApplyCount({ count }: { count: number }) {
  return (
    <Box fontSize="xs" color="gray.500" textAlign="center">
      已申请{' '}
      <Text as="span" color="brand.600" fontWeight="semibold">
        {count}
      </Text>{' '}
      次
    </Box>
  );
}
