import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Heading, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { DialogFrame } from '@sme/ui/dialog';
import { useState } from 'react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { fromFirstPage, usePagedQuery } from '#shared/api/use-paged-query.ts';
import { notifyOutcome } from '#shared/ui/notify-outcome.ts';
import { PagedTable } from '#shared/ui/PagedTable.tsx';
import { ProductForm } from './ProductForm';
import { amountRange, GUARANTEE_METHODS, labelsOf, PRODUCT_TYPES } from './product-form';
import { OrgProductsQuery, RemoveOrgProductMutation } from './product-operations';

type Shelf = 'all' | 'on' | 'off';

function rateRange(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? `${min}%` : `${min}%-${max}%`;
  if (min !== null) return `${min}%起`;
  if (max !== null) return `最高${max}%`;
  return '—';
}

function periodRange(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${min}-${max}个月`;
  if (max !== null) return `最长${max}个月`;
  if (min !== null) return `${min}个月起`;
  return '—';
}

/** 产品管理 (org_admin): the institution's products, a form to add or edit one, and 下架 after a confirmation. */
export function ProductsPage() {
  const [shelf, setShelf] = useState<Shelf>('all');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  // The product stays named while the dialog plays its closing animation; only `confirming` closes it.
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const filter = shelf === 'all' ? {} : { onShelf: shelf === 'on' };
  const list = usePagedQuery(
    OrgProductsQuery,
    (page) => ({ filter, page }),
    (data) => data.orgProducts,
  );
  const chooseShelf = fromFirstPage(list, setShelf);
  const [remove, removal] = useMutation(RemoveOrgProductMutation, { context: QUIET_ERRORS });
  const edited = editing && editing !== 'new' ? list.page?.records.find((record) => record.id === editing) : undefined;

  const done = () => {
    setEditing(null);
    list.refetch();
  };

  const confirmRemove = async () => {
    if (!removing) return;
    if (await notifyOutcome(() => remove({ variables: { id: removing.id } }), '产品已下架')) {
      setConfirming(false);
      list.refetch();
    }
  };

  return (
    <Box bg="white" borderRadius="lg" p="6" boxShadow="sm">
      <Flex justify="space-between" align="center" mb="4" gap="4" wrap="wrap">
        <Box>
          <Heading size="md" mb="1">
            产品管理
          </Heading>
          <Text fontSize="sm" color="gray.500">
            本机构在金融超市展示的产品；新增即上架，修改即时生效，下架后企业端显示“该产品已下架”。
          </Text>
        </Box>
        <HStack>
          <NativeSelect.Root size="sm" width="120px">
            <NativeSelect.Field
              aria-label="上架状态"
              value={shelf}
              onChange={(event) => chooseShelf(event.target.value as Shelf)}
            >
              <option value="all">全部产品</option>
              <option value="on">在架</option>
              <option value="off">已下架</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')} disabled={editing !== null}>
            新增产品
          </Button>
        </HStack>
      </Flex>
      {editing === 'new' ? <ProductForm onDone={done} onCancel={() => setEditing(null)} /> : null}
      {edited ? <ProductForm key={edited.id} product={edited} onDone={done} onCancel={() => setEditing(null)} /> : null}
      <PagedTable
        label="产品管理"
        list={list}
        columns={['产品名称', '类型', '额度', '年利率', '期限', '担保方式', '申请数', '状态', '操作']}
        row={(product) => (
          <Table.Row key={product.id} data-testid={`product-row-${product.id}`}>
            <Table.Cell>{product.productName}</Table.Cell>
            <Table.Cell>{labelsOf(PRODUCT_TYPES, [product.productType])}</Table.Cell>
            <Table.Cell>{amountRange(product.minAmount, product.maxAmount)}</Table.Cell>
            <Table.Cell>{rateRange(product.rateMin, product.rateMax)}</Table.Cell>
            <Table.Cell>{periodRange(product.minPeriod, product.maxPeriod)}</Table.Cell>
            <Table.Cell>{labelsOf(GUARANTEE_METHODS, product.guaranteeMethods)}</Table.Cell>
            <Table.Cell>{product.applyCount}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={product.onShelf ? 'green' : 'gray'}>{product.onShelf ? '在架' : '已下架'}</Badge>
            </Table.Cell>
            <Table.Cell>
              {product.onShelf ? (
                <HStack gap="1">
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setEditing(product.id)}
                    disabled={editing !== null}
                  >
                    编辑
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => {
                      setRemoving({ id: product.id, name: product.productName });
                      setConfirming(true);
                    }}
                  >
                    下架
                  </Button>
                </HStack>
              ) : (
                <Text fontSize="xs" color="gray.500">
                  —
                </Text>
              )}
            </Table.Cell>
          </Table.Row>
        )}
        empty="暂无产品"
      />
      <DialogFrame
        role="alertdialog"
        open={confirming}
        onClose={() => setConfirming(false)}
        title="确认下架"
        footer={
          <>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              取消
            </Button>
            <Button size="sm" colorPalette="red" loading={removal.loading} onClick={() => void confirmRemove()}>
              确定下架
            </Button>
          </>
        }
      >
        <Text>
          确定下架“{removing?.name}
          ”吗？下架后企业将无法在金融超市看到和申请该产品，产品详情显示“该产品已下架”，且下架后不能再修改。
        </Text>
      </DialogFrame>
    </Box>
  );
}
