import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ProductPathContext, productPathFromClass } from '#shared/catalog/product-path-context.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { GuaranteeFilter } from '../components/GuaranteeFilter';
import { ZoneProductList } from '../components/ZoneProductList';
import { FILTER_ALL_SCROLL_TOP, guaranteeFilterFromParams, pageFromParams, ZONE_PAGE_SIZE } from '../zone-rules';
import { ProductClassPageQuery } from '../zones-operations';

const GUARANTEE_CODES = [1, 2, 3, 4, 5];

/** 产品类别详情 (spec §2 /productClassDetail/{id}): a class's products, filtered by guarantee method, paged. */
export function ProductClassDetailPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const guaranteeMethods = guaranteeFilterFromParams(params, GUARANTEE_CODES);
  const { data, previousData, error, refetch } = useQuery(ProductClassPageQuery, {
    variables: { id, guaranteeMethods, page: { pageNum: page, pageSize: ZONE_PAGE_SIZE } },
  });
  const answer = (data ?? previousData)?.productClass;
  const options = (data ?? previousData)?.lookups.guaranteeMethods ?? [];
  const update = (change: { page?: number; guaranteeMethods?: number[] }) => {
    const next = new URLSearchParams();
    const methods = change.guaranteeMethods ?? guaranteeMethods;
    if (methods.length > 0) next.set('gm', methods.join(','));
    const nextPage = change.page ?? 1;
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };

  if (error) {
    return (
      <Container maxW="7xl" py="8">
        <ErrorState error={error} onRetry={() => void refetch()} />
      </Container>
    );
  }
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <Stack gap="6">
        {answer ? (
          <Box bg="brand.50" borderRadius="xl" p={{ base: '5', md: '8' }} data-testid="class-banner">
            <Heading as="h1" size="2xl" color="brand.800">
              {answer.productClass.name}
            </Heading>
            <Text mt="2" color="gray.700">
              {answer.productClass.description}
            </Text>
            <Text mt="1" fontSize="sm" color="gray.600">
              共 {answer.productClass.productCount} 款在售产品
            </Text>
          </Box>
        ) : (
          <Skeleton h="150px" borderRadius="xl" />
        )}
        <GuaranteeFilter
          options={options}
          selected={guaranteeMethods}
          onChange={(codes) => update({ guaranteeMethods: codes })}
          onFilterAll={() => window.scrollTo({ top: FILTER_ALL_SCROLL_TOP, behavior: 'smooth' })}
        />
        <ProductPathContext.Provider value={productPathFromClass(id)}>
          <ZoneProductList
            products={answer?.products.records}
            total={answer?.products.total}
            page={page}
            onPageChange={(next) => update({ page: next })}
          />
        </ProductPathContext.Provider>
      </Stack>
    </Container>
  );
}
