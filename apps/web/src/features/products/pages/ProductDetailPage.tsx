import { useQuery } from '@apollo/client/react';
import { Badge, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { getFragmentData, graphql } from '#gql';
import { DetailFrame, DetailFrameSkeleton, DetailSection, ProductTextSections } from '#shared/catalog/DetailFrame.tsx';
import { GuaranteeTags } from '#shared/catalog/GuaranteeTags.tsx';
import { InstitutionSummaryBlock } from '#shared/catalog/InstitutionSummary.tsx';
import { ProductFigures } from '#shared/catalog/ProductFigures.tsx';
import { ProductSummaryFields } from '#shared/catalog/ProductSummaryCard.tsx';
import { DetailError } from '#shared/ui/DetailStates.tsx';
import { isNumericId } from '#shared/validation/url-numbers.ts';
import { ApplyButton } from '../components/ApplyButton';
import { RelatedProducts } from '../components/RelatedProducts';
import { Unavailable } from '../components/Unavailable';

const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      id
      ...ProductSummary
      repayMethods {
        code
        label
      }
      introduction
      conditions
      materials
      institution {
        id
        ...InstitutionSummary
        ifNormal
      }
    }
  }
`);

export const PRODUCT_REMOVED = '该产品已下架';
export const INSTITUTION_DISABLED = '该机构已停用';

/** Product detail (spec §2 /product/{id}); a removed product or a disabled institution says so (spec §8). */
export function ProductDetailPage() {
  const { id } = useParams();
  const [query] = useSearchParams();
  const classId = query.get('classId');
  const validId = isNumericId(id);
  const { data, error, refetch } = useQuery(ProductDetailQuery, {
    variables: { id: id ?? '' },
    skip: !validId,
  });

  if (!validId) return <Unavailable message={PRODUCT_REMOVED} />;
  if (error) return <DetailError error={error} onRetry={() => void refetch()} />;
  if (!data) return <DetailFrameSkeleton />;
  const { product } = data;
  if (!product) return <Unavailable message={PRODUCT_REMOVED} />;
  if (product.institution?.ifNormal === false) return <Unavailable message={INSTITUTION_DISABLED} />;
  const card = getFragmentData(ProductSummaryFields, product);

  return (
    <DetailFrame
      parent={{ to: '/product', label: '金融超市' }}
      logo={card.logo}
      name={card.name}
      badge={
        <Badge colorPalette="orange" variant="surface">
          {card.productType.label}
        </Badge>
      }
      meta={
        <>
          <Text color="gray.600">{card.institutionName}</Text>
          {card.summary && <Text color="gray.500">{card.summary}</Text>}
          <LabelledRow label="担保方式">
            <GuaranteeTags methods={card.guaranteeMethods} />
          </LabelledRow>
          <LabelledRow label="还款方式">
            <Text fontSize="sm" color="gray.700">
              {product.repayMethods.map((method) => method.label).join('、') || '暂无'}
            </Text>
          </LabelledRow>
        </>
      }
      aside={
        <>
          <ProductFigures product={card} size="lg" />
          <HStack gap="4" wrap="wrap">
            <ApplyButton productId={product.id} classId={isNumericId(classId) ? classId : null} />
            <Text fontSize="sm" color="gray.500">
              已申请 {card.applyCount} 次
            </Text>
          </HStack>
        </>
      }
      side={product.institution && <InstitutionSummaryBlock institution={product.institution} />}
    >
      <ProductTextSections product={product} />
      <DetailSection title="相关产品">
        <RelatedProducts productId={product.id} />
      </DetailSection>
    </DetailFrame>
  );
}

function LabelledRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack gap="2" align="center">
      <Text fontSize="sm" color="gray.500" flexShrink={0}>
        {label}：
      </Text>
      {children}
    </HStack>
  );
}
