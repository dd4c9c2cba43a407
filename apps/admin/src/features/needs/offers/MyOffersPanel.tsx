import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Heading, Table } from '@chakra-ui/react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { pageOnly, usePagedQuery } from '#shared/api/use-paged-query.ts';
import { formatAmount, formatTime, formatWan } from '#shared/format/format.ts';
import { notifyOutcome } from '#shared/ui/notify-outcome.ts';
import { PagedTable } from '#shared/ui/PagedTable.tsx';
import { OrgNeedOffersQuery, WithdrawNeedOfferMutation } from './offer-operations';

const PALETTES: Record<string, string> = { active: 'green', accepted: 'brand', declined: 'gray', withdrawn: 'gray' };

/**
 * 我的意向报价 (issue 22, slice offers): the institution's offers with their outcome — 已采纳 (the need is in the
 * queue), 未被采纳 (the enterprise took another's), 已撤回, 已过期; an active one may be withdrawn while the need is open.
 */
export function MyOffersPanel() {
  const list = usePagedQuery(OrgNeedOffersQuery, pageOnly, (data) => data.orgNeedOffers);
  const [withdraw, { loading }] = useMutation(WithdrawNeedOfferMutation, { context: QUIET_ERRORS });
  const withdrawOffer = async (id: string) => {
    await notifyOutcome(() => withdraw({ variables: { id } }), '意向报价已撤回');
    list.refetch();
  };
  return (
    <Box as="section" mt="8" data-testid="my-offers">
      <Heading size="md" mb="4">
        我的意向报价
      </Heading>
      <PagedTable
        label="我的意向报价"
        list={list}
        columns={['企业名称', '需求金额', '意向金额', '意向利率', '期限', '有效期至', '报价时间', '结果', '操作']}
        row={(offer) => (
          <Table.Row key={offer.id} data-testid="my-offer">
            <Table.Cell>{offer.entName ?? '—'}</Table.Cell>
            <Table.Cell>{formatAmount(offer.applyAmount)}</Table.Cell>
            <Table.Cell>
              {formatWan(offer.amountMin)}-{formatWan(offer.amountMax)}万元
            </Table.Cell>
            <Table.Cell>
              {offer.rateMin.toFixed(2)}%-{offer.rateMax.toFixed(2)}%
            </Table.Cell>
            <Table.Cell>{offer.termMonths}个月</Table.Cell>
            <Table.Cell>{offer.validUntil}</Table.Cell>
            <Table.Cell>{formatTime(offer.offerTime)}</Table.Cell>
            <Table.Cell>
              <Badge
                colorPalette={offer.expired ? 'orange' : (PALETTES[offer.state] ?? 'gray')}
                data-testid="offer-state"
              >
                {offer.stateLabel}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              {offer.state === 'active' ? (
                <Button size="xs" variant="outline" disabled={loading} onClick={() => void withdrawOffer(offer.id)}>
                  撤回
                </Button>
              ) : (
                '—'
              )}
            </Table.Cell>
          </Table.Row>
        )}
        empty="暂无意向报价"
      />
    </Box>
  );
}
