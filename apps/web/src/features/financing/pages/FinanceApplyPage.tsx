import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { amountHelperText } from '#shared/format/amount.ts';
import { formatRateRange } from '#shared/format/rate.ts';
import { formatTermRange } from '#shared/format/term.ts';
import { DetailError, DetailUnavailable } from '#shared/ui/DetailStates.tsx';
import { LogoImage } from '#shared/ui/LogoImage.tsx';
import { isNumericId } from '#shared/validation/url-numbers.ts';
import { ApplyForm, type ApplyOutcome } from '../apply/ApplyForm';
import { ApplyAuthorisationQuery, ApplyFormContextQuery } from '../apply/apply-operations';
import { appliedPath, statusPath } from '../status/status-paths';

const PRODUCT_REMOVED = '该产品已下架';
/** The form opened without a product (e.g. typed in): it asks for one first. */
export const CHOOSE_PRODUCT = '请先选择要申请的产品';

/**
 * /financeApply, /financeApplyNew and /applyFromClass (spec §2): the application form for the product in the query
 * (productId). From a class, the result pages are the FromClass ones; from the estimate's products (from=rate), a
 * successful apply lands on /rateApplySucess.
 */
export function FinanceApplyPage({ fromClass = false }: { fromClass?: boolean }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const productId = query.get('productId');
  const validId = isNumericId(productId);
  const context = useQuery(ApplyFormContextQuery, { variables: { productId: productId ?? '' }, skip: !validId });
  // Never from the cache: a grant made since (another tab, the last application) must not be asked for again.
  const authorisation = useQuery(ApplyAuthorisationQuery, { fetchPolicy: 'no-cache', skip: !validId });

  if (!validId) {
    const classId = query.get('classId');
    return (
      <DetailUnavailable
        message={productId === null ? CHOOSE_PRODUCT : PRODUCT_REMOVED}
        back={
          isNumericId(classId)
            ? { to: `/productClassDetail/${classId}`, label: '返回产品类别' }
            : { to: '/product', label: '返回金融超市' }
        }
      />
    );
  }
  const error = context.error ?? authorisation.error;
  if (error) {
    return (
      <DetailError
        error={error}
        onRetry={() => {
          void context.refetch();
          void authorisation.refetch();
        }}
      />
    );
  }
  if (!context.data || !authorisation.data || authorisation.loading) return <FormSkeleton />;
  const { product, lookups, me } = context.data;
  if (!product) return <DetailUnavailable message={PRODUCT_REMOVED} back={{ to: '/product', label: '返回金融超市' }} />;

  const done = (outcome: ApplyOutcome) => {
    if (outcome.kind === 'applied') navigate(appliedPath(fromClass, query.get('from'), outcome.id));
    else navigate(statusPath(fromClass, false), { state: { message: outcome.message } });
  };

  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="xl">
          融资申请
        </Heading>
        <Box bg="white" borderWidth="1px" borderRadius="lg" p="5" data-testid="apply-product">
          <HStack gap="4" align="start">
            <LogoImage src={product.logo} name={product.name} size="64px" />
            <Stack gap="1">
              <Text fontWeight="semibold" fontSize="lg">
                {product.name}
              </Text>
              <Text color="gray.600" fontSize="sm">
                {product.institutionName} · {product.productType.label}
              </Text>
              <Text color="gray.600" fontSize="sm">
                额度：{amountHelperText(product.minAmount, product.maxAmount)}　期限：
                {formatTermRange(product.minTerm, product.maxTerm)}　利率：
                {formatRateRange(product.rateMin, product.rateMax)}
              </Text>
            </Stack>
          </HStack>
        </Box>
        <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }}>
          <ApplyForm
            productId={product.id}
            lookups={lookups}
            contactName={me?.name ?? ''}
            contactMobile={me?.mobile ?? ''}
            needsAgreement={!authorisation.data.dataAuthorisation.inForce}
            onDone={done}
          />
        </Box>
      </Stack>
    </Container>
  );
}

function FormSkeleton() {
  return (
    <Container maxW="4xl" py="8" aria-hidden="true">
      <Skeleton h="120px" borderRadius="lg" mb="6" />
      <Skeleton h="600px" borderRadius="lg" />
    </Container>
  );
}

/** /applyFromClass: the same form reached from a product class. */
export function ApplyFromClassPage() {
  return <FinanceApplyPage fromClass />;
}
