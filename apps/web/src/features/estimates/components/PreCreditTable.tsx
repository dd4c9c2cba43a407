import { Badge, Link, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from 'react-router-dom';
import type { CreditLimitQuery } from '#gql/graphql.ts';
import { formatWan } from '#shared/format/amount.ts';

type PreCredit = CreditLimitQuery['preCredit']['limits'][number];

const STATUS_PALETTES: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'gray', 4: 'gray', 5: 'orange' };

/** The company's pre-credit limits: institution, product, amount in 万元, validity and status. */
export function PreCreditTable({ limits }: { limits: readonly PreCredit[] }) {
  return (
    // Focusable: a table wider than a phone or 关怀版's type scrolls sideways, and a keyboard must reach that too.
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label="预授信额度">
      <Table.Root recipe={tableSlotRecipe} size="md" data-testid="pre-credit-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>授信机构</Table.ColumnHeader>
            <Table.ColumnHeader>适用产品</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">预授信额度（万元）</Table.ColumnHeader>
            <Table.ColumnHeader>有效期</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {limits.map((limit) => (
            <Table.Row key={limit.id} data-testid="pre-credit-row">
              <Table.Cell>
                <Link asChild colorPalette="brand">
                  <RouterLink to={`/financialInstitution/${limit.institutionId}`}>{limit.institutionName}</RouterLink>
                </Link>
                {limit.remark && (
                  <Text fontSize="xs" color="gray.500">
                    {limit.remark}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                {limit.productId ? (
                  <Link asChild colorPalette="brand">
                    <RouterLink to={`/product/${limit.productId}`}>{limit.productName}</RouterLink>
                  </Link>
                ) : (
                  '不限产品'
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {formatWan(limit.amount)}
              </Table.Cell>
              <Table.Cell>
                {limit.validFrom} 至 {limit.validUntil}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTES[limit.status.code] ?? 'gray'}>{limit.status.label}</Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
