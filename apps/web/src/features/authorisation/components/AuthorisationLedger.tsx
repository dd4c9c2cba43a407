import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { GatewayCode } from '@sme/contract/codes';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { gatewayCodeOf, serverMessageOr } from '#shared/api/graphql-failure.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { Pager } from '#shared/ui/Pager.tsx';
import { DataAuthorisationLedgerQuery, LedgerRevocationStandingQuery } from '../ledger-operations';
import { formatDateTime, LEDGER_KIND_LABELS, LEDGER_PAGE_SIZE } from '../ledger-texts';
import { formatDate } from '../revocation-rules';
import { CertificationAlert } from './CertificationAlert';

const REVOCATION_PATH = '/cancelAuthorization';

/**
 * 数据授权记录 (spec §1): every grant, revocation and institution's access to the company's data, newest first, 8 a
 * page; 暂无数据 when there is none; and 撤销授权 for the legal representative while an authorisation is in force.
 */
export function AuthorisationLedger() {
  const [pageNum, setPageNum] = useState(1);
  const { pathname } = useLocation();
  const ledger = useQuery(DataAuthorisationLedgerQuery, {
    variables: { page: { pageNum, pageSize: LEDGER_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const standing = useQuery(LedgerRevocationStandingQuery, { fetchPolicy: 'cache-and-network' });
  const mayRevoke = standing.data?.dataAuthorisation.mayRevoke && standing.data.dataAuthorisation.inForce;
  const page = ledger.data?.dataAuthorisationLedger;

  return (
    <Stack gap="4" data-testid="authorisation-ledger">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="md">
          数据授权记录
        </Heading>
        {mayRevoke && pathname !== REVOCATION_PATH && (
          <Button asChild size="sm" colorPalette="red" variant="outline">
            <RouterLink to={REVOCATION_PATH}>撤销授权</RouterLink>
          </Button>
        )}
      </HStack>
      {ledger.error ? (
        gatewayCodeOf(ledger.error) === GatewayCode.CERTIFICATION_REQUIRED ? (
          <CertificationAlert testId="ledger-certification-required">
            <Alert.Title>{serverMessageOr(ledger.error, '仅完成企业认证的用户可查看数据授权记录')}</Alert.Title>
          </CertificationAlert>
        ) : (
          <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} />
        )
      ) : !page ? (
        <Skeleton h="240px" borderRadius="lg" />
      ) : page.total === 0 ? (
        <NoData />
      ) : (
        <Stack gap="2">
          {/* Focusable: in 关怀版's larger type the table scrolls sideways, and a keyboard must reach that too. */}
          <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label="数据授权记录">
            <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="ledger-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>时间</Table.ColumnHeader>
                  <Table.ColumnHeader>类型</Table.ColumnHeader>
                  <Table.ColumnHeader>机构</Table.ColumnHeader>
                  <Table.ColumnHeader>操作账号</Table.ColumnHeader>
                  <Table.ColumnHeader>说明</Table.ColumnHeader>
                  <Table.ColumnHeader>授权有效期至</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.records.map((record) => {
                  const kind = LEDGER_KIND_LABELS[record.kind];
                  return (
                    <Table.Row key={record.id} data-kind={record.kind}>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(record.at)}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={kind.palette}>{kind.label}</Badge>
                      </Table.Cell>
                      <Table.Cell>{record.orgName ?? '—'}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap" data-testid="ledger-actor">
                        {record.actorAccount ?? '—'}
                      </Table.Cell>
                      <Table.Cell>
                        <Text lineClamp={2}>{record.detail}</Text>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {record.authEndDate ? formatDate(record.authEndDate) : '—'}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pager total={page.total} page={pageNum} pageSize={LEDGER_PAGE_SIZE} onPageChange={setPageNum} />
        </Stack>
      )}
    </Stack>
  );
}
