import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatWan } from '@sme/ui/format-amount';
import { useState } from 'react';
import type { NeedOffersQuery as NeedOffersData } from '#gql/graphql.ts';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { beijingDateTime } from '#shared/format/time.ts';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { ChoiceDialog } from '#shared/ui/ChoiceDialog.tsx';
import { hoursText, type OfferSort, sortOffers } from './offer-sort';
import { AcceptNeedOfferMutation, NeedOffersQuery } from './offers-operations';

type Offer = NeedOffersData['needOffers']['offers'][number];

const STATE_PALETTES: Record<string, string> = { active: 'green', accepted: 'brand', declined: 'gray' };

const wanRange = (offer: Offer) => `${formatWan(offer.amountMin)} – ${formatWan(offer.amountMax)} 万元`;
const rateRange = (offer: Offer) => `${offer.rateMin.toFixed(2)}% – ${offer.rateMax.toFixed(2)}%`;

function OfferCard({ offer, canAccept, onAccept }: { offer: Offer; canAccept: boolean; onAccept: () => void }) {
  const label = offer.stateLabel;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="need-offer" data-org={offer.orgName}>
      <HStack justify="space-between" gap="2" mb="2">
        <Text fontWeight="medium">{offer.orgName}</Text>
        <Badge colorPalette={offer.expired ? 'orange' : (STATE_PALETTES[offer.state] ?? 'gray')}>{label}</Badge>
      </HStack>
      <Stack gap="1" fontSize="sm">
        <Text>
          意向金额：<span data-testid="offer-amount">{wanRange(offer)}</span>
        </Text>
        <Text>
          意向利率（年化）：<span data-testid="offer-rate">{rateRange(offer)}</span>
        </Text>
        <Text>期限：{offer.termMonths}个月</Text>
        <Text>条件：{offer.conditions || '无'}</Text>
        <Text>有效期至：{offer.validUntil}</Text>
        <Text color="gray.600">
          机构响应：首次查看中位 {hoursText(offer.responseTimes?.viewMedianHours)}，授信决定中位{' '}
          {hoursText(offer.responseTimes?.decideMedianHours)}
        </Text>
        <Text color="gray.500" fontSize="xs">
          报价时间：{beijingDateTime(offer.offerTime)}
        </Text>
      </Stack>
      {canAccept && offer.state === 'active' && !offer.expired && (
        <Button mt="3" size="sm" colorPalette="brand" onClick={onAccept}>
          采纳该报价
        </Button>
      )}
    </Box>
  );
}

/**
 * 意向报价 in a published need's view (issue 22, slice offers): the institutions' offers side by side, sortable by
 * rate and amount, each with the institution's published response times; accepting one gives the need to that
 * institution. Nothing while no institution has offered.
 */
export function NeedOffersBlock({ needId }: { needId: string }) {
  const client = useApolloClient();
  const [sort, setSort] = useState<OfferSort>('rate');
  const [asking, setAsking] = useState<Offer | null>(null);
  // Quiet: a need still under the platform's review has no offers to show (the gateway reads it as unknown).
  const { data, refetch } = useQuery(NeedOffersQuery, {
    variables: { needId },
    fetchPolicy: 'cache-and-network',
    context: QUIET_ERRORS,
  });
  const { submit } = useFormMutation(AcceptNeedOfferMutation, {
    successText: '已采纳意向报价，该机构将认领并办理您的需求',
    failureText: '采纳失败，请稍后重试',
    onCompleted: async () => {
      await refetch();
      await client.refetchQueries({ include: ['LoanApplication', 'MyNeeds'] });
    },
  });
  const answer = data?.needOffers;
  if (!answer || answer.offers.length === 0) return null;
  const offers = sortOffers(answer.offers, sort);
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" p="5" bg="white" data-testid="need-offers">
      <HStack justify="space-between" mb="4" wrap="wrap" gap="3">
        <Heading as="h3" size="sm" borderStartWidth="4px" borderColor="brand.600" ps="3">
          意向报价（{answer.offers.length}）
        </Heading>
        <HStack gap="2" role="group" aria-label="排序">
          <Text fontSize="sm" color="gray.600">
            排序：
          </Text>
          <Button size="xs" variant={sort === 'rate' ? 'solid' : 'outline'} onClick={() => setSort('rate')}>
            利率从低到高
          </Button>
          <Button size="xs" variant={sort === 'amount' ? 'solid' : 'outline'} onClick={() => setSort('amount')}>
            金额从高到低
          </Button>
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} canAccept={answer.open} onAccept={() => setAsking(offer)} />
        ))}
      </SimpleGrid>
      {asking && (
        <ChoiceDialog
          title="采纳意向报价"
          width="520px"
          testId="accept-offer-dialog"
          declineLabel="我再想想"
          acceptLabel="确定采纳"
          onAnswer={(accepted) => {
            setAsking(null);
            if (accepted) void submit({ id: asking.id });
          }}
        >
          采纳{asking.orgName}的意向报价后，该需求由该机构认领办理，其他机构的报价将不被采纳。确定采纳吗？
        </ChoiceDialog>
      )}
    </Box>
  );
}
