import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Breadcrumb,
  Card,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { DetailError } from '../../../shared/ui/DetailStates';
import { LogoImage } from '../../../shared/ui/LogoImage';
import { Paragraphs } from '../../../shared/ui/Paragraphs';
import { ApplyButton } from '../components/ApplyButton';
import { GuaranteeTags } from '../components/GuaranteeTags';
import { InstitutionBlock } from '../components/InstitutionBlock';
import { ProductFigures } from '../components/ProductFigures';
import { Unavailable } from '../components/Unavailable';

const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      id
      name
      logo
      summary
      applyCount
      institutionName
      productType {
        code
        label
      }
      guaranteeMethods {
        code
        label
      }
      repayMethods {
        code
        label
      }
      minAmount
      maxAmount
      rateMin
      rateMax
      minTerm
      maxTerm
      introduction
      conditions
      materials
      institution {
        id
        name
        logo
        address
        phone
        productCount
        ifNormal
        institutionType {
          code
          label
        }
      }
    }
  }
`);

export const PRODUCT_REMOVED = '该产品已下架';
export const INSTITUTION_DISABLED = '该机构已停用';

const isProductId = (id: string | undefined): id is string => id !== undefined && /^\d{1,9}$/.test(id);

/** Product detail (spec §2 /product/{id}); a removed product or a disabled institution says so (spec §8). */
export function ProductDetailPage() {
  const { id } = useParams();
  const validId = isProductId(id);
  const { data, error, refetch } = useQuery(ProductDetailQuery, {
    variables: { id: id ?? '' },
    skip: !validId,
  });

  if (!validId) return <Unavailable message={PRODUCT_REMOVED} />;
  if (error) return <DetailError error={error} onRetry={() => void refetch()} />;
  if (!data) return <DetailSkeleton />;
  const { product } = data;
  if (!product) return <Unavailable message={PRODUCT_REMOVED} />;
  if (product.institution?.ifNormal === false) return <Unavailable message={INSTITUTION_DISABLED} />;

  return (
    <Container maxW="7xl" py="6">
      <Breadcrumb.Root mb="4" fontSize="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/">首页</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/product">金融超市</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{product.name}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>

      <Card.Root variant="outline" bg="white" mb="6">
        <Card.Body p={{ base: '5', md: '8' }}>
          <Flex direction={{ base: 'column', lg: 'row' }} gap="8" align={{ lg: 'center' }}>
            <HStack gap="5" align="start" flex="1">
              <LogoImage src={product.logo} name={product.name} size="96px" />
              <Stack gap="2">
                <HStack gap="2" wrap="wrap">
                  <Heading as="h1" size="2xl" color="gray.800">
                    {product.name}
                  </Heading>
                  <Badge colorPalette="orange" variant="surface">
                    {product.productType.label}
                  </Badge>
                </HStack>
                <Text color="gray.600">{product.institutionName}</Text>
                {product.summary && <Text color="gray.500">{product.summary}</Text>}
                <LabelledRow label="担保方式">
                  <GuaranteeTags methods={product.guaranteeMethods} />
                </LabelledRow>
                <LabelledRow label="还款方式">
                  <Text fontSize="sm" color="gray.700">
                    {product.repayMethods.map((method) => method.label).join('、') || '暂无'}
                  </Text>
                </LabelledRow>
              </Stack>
            </HStack>
            <Stack gap="5">
              <ProductFigures product={product} size="lg" />
              <HStack gap="4">
                <ApplyButton productId={product.id} />
                <Text fontSize="sm" color="gray.500">
                  已申请 {product.applyCount} 次
                </Text>
              </HStack>
            </Stack>
          </Flex>
        </Card.Body>
      </Card.Root>

      <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap="6" alignItems="start">
        <Stack gap="6">
          <DetailSection title="产品介绍">
            <Paragraphs text={product.introduction} />
          </DetailSection>
          <DetailSection title="申请条件">
            <Paragraphs text={product.conditions} numbered />
          </DetailSection>
          <DetailSection title="所需材料">
            <Paragraphs text={product.materials} numbered />
          </DetailSection>
        </Stack>
        {product.institution && <InstitutionBlock institution={product.institution} />}
      </Grid>
    </Container>
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

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '5', md: '6' }}>
      <Heading as="h2" size="md" mb="4" borderStartWidth="4px" borderColor="brand.600" ps="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function DetailSkeleton() {
  return (
    <Container maxW="7xl" py="6" aria-hidden="true">
      <Skeleton h="200px" borderRadius="lg" mb="6" />
      <Skeleton h="320px" borderRadius="lg" />
    </Container>
  );
}
