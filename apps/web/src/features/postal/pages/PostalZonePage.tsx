import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ProductSummaryCard } from '#shared/catalog/ProductSummaryCard.tsx';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { PostalProcess } from '../components/PostalProcess';
import { PostalProductsQuery, postalDetailPath } from '../postal-queries';

/** 邮储银行全流程线上贷专区 (spec §2 /PostalSavingProduct): the programme, its process and its products. */
export function PostalZonePage() {
  const { data, error, refetch } = useQuery(PostalProductsQuery);
  return (
    <>
      <Box bgGradient="to-r" gradientFrom="green.700" gradientTo="green.500" color="white" py={{ base: '8', md: '12' }}>
        <Container maxW="7xl">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3">
            邮储银行全流程线上贷专区
          </Heading>
          <Text maxW="3xl" color="whiteAlpha.900">
            面向小微企业和个体工商户的纯信用线上贷款：申请、审批、签约、用信全程线上办理，授信后登录网上银行自助提款、随借随还。
          </Text>
        </Container>
      </Box>
      <Container maxW="7xl" py="8">
        <Stack gap="6">
          <PostalProcess />
          <Heading as="h2" size="lg">
            专区产品
          </Heading>
          {error ? (
            <ErrorState error={error} onRetry={() => void refetch()} />
          ) : !data ? (
            <Skeleton h="160px" borderRadius="lg" />
          ) : data.postalProducts.length === 0 ? (
            <NoData />
          ) : (
            <Stack gap="4" data-testid="postal-products">
              {data.postalProducts.map((product) => (
                <Stack key={product.id} gap="2">
                  <ProductSummaryCard product={product} />
                  <Button asChild alignSelf="end" variant="outline" colorPalette="green" size="sm">
                    <RouterLink to={postalDetailPath(product.id)}>了解全流程办理 ›</RouterLink>
                  </Button>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </Container>
    </>
  );
}
