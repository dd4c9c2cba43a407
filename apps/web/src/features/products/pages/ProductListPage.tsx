import { Container, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '#gql';
import { useFetchedQuery } from '#shared/api/fetched-query.ts';
import { ProductSummaryCard } from '#shared/catalog/ProductSummaryCard.tsx';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { FilteredNoData } from '#shared/ui/FilteredNoData.tsx';
import { Pager } from '#shared/ui/Pager.tsx';
import { PopUpButton } from '#shared/ui/PopUpButton.tsx';
import { SkeletonStack } from '#shared/ui/SkeletonStack.tsx';
import { ProductFilterBar } from '../components/ProductFilterBar';
import { ProductListBanner } from '../components/ProductListBanner';
import {
  changeProductSearch,
  hasFilters,
  PRODUCT_PAGE_SIZE,
  type ProductSearch,
  parseProductSearch,
  productSearchToParams,
  toProductFilter,
} from '../product-search';

const ProductListQuery = graphql(`
  query ProductList($filter: ProductFilter, $page: PageInput) {
    products(filter: $filter, page: $page) {
      total
      pageNum
      pageSize
      records {
        id
        ...ProductSummary
      }
    }
  }
`);

/** 金融超市 (spec §2 /product): filters kept in the URL, product cards, paging. */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const search = parseProductSearch(params);
  // The plain fetch, not Apollo Client: a visitor's 金融超市 loads no Apollo code (issue 10, total blocking time).
  const { data, error, refetch } = useFetchedQuery(ProductListQuery, {
    filter: toProductFilter(search),
    page: { pageNum: search.page, pageSize: PRODUCT_PAGE_SIZE },
  });
  // While another page or filter is asked, the cards of the last answer stay (Apollo's previousData).
  const lastAnswer = useRef(data);
  if (data) lastAnswer.current = data;
  // The cards render from a deferred copy, in interruptible slices: the list arriving is no long task on a phone.
  const products = useDeferredValue((data ?? lastAnswer.current)?.products);

  const update = (next: ProductSearch) => setParams(productSearchToParams(next));
  const change = (partial: Partial<ProductSearch>) => update(changeProductSearch(search, partial));
  const goToPage = (page: number) => {
    update({ ...search, page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <ProductListBanner keyword={search.keyword} onSearch={(keyword) => change({ keyword })} />
      <Container maxW="7xl" py="6">
        <Stack gap="5">
          <ProductFilterBar search={search} onChange={change} />
          {error ? (
            <ErrorState error={error} onRetry={() => void refetch()} />
          ) : !products ? (
            <ProductListSkeleton />
          ) : (
            <>
              <Text as="h2" fontSize="sm" color="gray.600" data-testid="product-total">
                共找到{' '}
                <Text as="span" color="brand.600" fontWeight="bold">
                  {products.total}
                </Text>{' '}
                款产品
              </Text>
              {products.records.length === 0 ? (
                <FilteredNoData
                  filtered={hasFilters(search)}
                  hint="没有符合条件的产品，请调整筛选条件"
                  onClear={() => update({ page: 1 })}
                />
              ) : (
                <Stack gap="4" data-testid="product-list">
                  {products.records.map((product) => (
                    <ProductSummaryCard key={product.id} product={product} />
                  ))}
                </Stack>
              )}
              <Pager total={products.total} page={search.page} pageSize={PRODUCT_PAGE_SIZE} onPageChange={goToPage} />
            </>
          )}
        </Stack>
      </Container>
      <PopUpButton to="/financeRelease" short="发布需求" long="发布融资需求" />
    </>
  );
}

function ProductListSkeleton() {
  return <SkeletonStack gap="4" aria-hidden="true" height="140px" />;
}
