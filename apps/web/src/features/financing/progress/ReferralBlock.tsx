import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '#gql';
import type { ReferralOptionsQuery as ReferralOptionsData } from '#gql/graphql.ts';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { LogoImage } from '#shared/ui/LogoImage.tsx';
import { labelsText } from './display-rules';
import { ConsentToReferralMutation, ReferralFields, ReferralOptionsQuery } from './referral-operations';
import { amountRangeText, REFERRAL_TEXTS, rateRangeText, referralDoneText, referralPath } from './referral-rules';

type Option = ReferralOptionsData['referralOptions']['options'][number];

/** The referral already made: where the application went, and the link to the new application. */
function MadeReferral({ referral: referralRef }: { referral: FragmentType<typeof ReferralFields> }) {
  const referral = getFragmentData(ReferralFields, referralRef);
  return (
    <Stack gap="2" data-testid="referral-made">
      <Text fontSize="sm">
        已同意转介至「{referral.orgName}」的「{referral.productName}」，新申请状态：{referral.status.label}
      </Text>
      <Text fontSize="xs" color="gray.500">
        {referral.consentText}
      </Text>
      <Link asChild color="brand.600" fontWeight="medium" data-testid="referral-link">
        <RouterLink to={referralPath(referral.applicationId)}>{REFERRAL_TEXTS.openReferral}</RouterLink>
      </Link>
    </Stack>
  );
}

function OptionCard({ option, busy, onConsent }: { option: Option; busy: boolean; onConsent: () => void }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="referral-option" data-product-id={option.productId}>
      <Flex gap="4" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <LogoImage src={option.productLogo} name={option.productName} size="48px" />
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Link asChild color="brand.600" fontWeight="semibold">
              <RouterLink to={`/product/${option.productId}`}>{option.productName}</RouterLink>
            </Link>
            <Text fontSize="sm" color="gray.600">
              {option.orgName}
            </Text>
          </HStack>
          <Text fontSize="sm" color="gray.700">
            额度 {amountRangeText(option.minAmount, option.maxAmount)} · 年化利率{' '}
            {rateRangeText(option.rateMin, option.rateMax)} · 担保方式 {labelsText(option.guaranteeMethods)}
          </Text>
          <Text fontSize="xs" color="gray.500" data-testid="referral-consent-text">
            {option.consentText}
          </Text>
        </Stack>
        <Button colorPalette="brand" size="sm" loading={busy} onClick={onConsent} data-testid="referral-consent">
          {REFERRAL_TEXTS.consent}
        </Button>
      </Flex>
    </Box>
  );
}

/**
 * 转介其他机构 (issue 9): on a declined application (status 5 or 7), the matching products of other institutions,
 * each with a one-click consent to refer the same application (data and materials) to it; after the consent, the
 * link to the new application. The consent and the sharing appear in the data authorisation ledger.
 */
export function ReferralBlock({ applicationId }: { applicationId: string }) {
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(ReferralOptionsQuery, {
    variables: { applicationId },
    fetchPolicy: 'cache-and-network',
  });
  const { busy, submit } = useFormMutation(ConsentToReferralMutation, {
    failureText: REFERRAL_TEXTS.failed,
    onCompleted: async () => {
      await client.refetchQueries({ include: ['ReferralOptions', 'MyApplications', 'DataAuthorisationLedger'] });
    },
  });
  const consent = async (option: Option) => {
    await submit(
      { applicationId, productId: option.productId },
      { successText: referralDoneText(option.orgName, option.productName) },
    );
  };
  const answer = data?.referralOptions;
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" p="5" bg="white" data-testid="referral-block">
      <Heading as="h3" size="sm" mb="3" borderStartWidth="4px" borderColor="brand.600" ps="3">
        {REFERRAL_TEXTS.title}
      </Heading>
      {error && !answer ? (
        <HStack gap="3">
          <Text fontSize="sm" color="gray.600">
            {error.message || REFERRAL_TEXTS.failedToLoad}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void refetch()}>
            {REFERRAL_TEXTS.retry}
          </Button>
        </HStack>
      ) : !answer ? (
        <Skeleton h="96px" borderRadius="md" />
      ) : answer.referral ? (
        <MadeReferral referral={answer.referral} />
      ) : (
        <Stack gap="3">
          <Text fontSize="sm" color="gray.700">
            {REFERRAL_TEXTS.intro}
          </Text>
          {answer.options.length === 0 ? (
            <Text fontSize="sm" color="gray.500" data-testid="referral-none">
              {REFERRAL_TEXTS.none}
            </Text>
          ) : (
            answer.options.map((option) => (
              <OptionCard key={option.productId} option={option} busy={busy} onConsent={() => void consent(option)} />
            ))
          )}
        </Stack>
      )}
    </Box>
  );
}
