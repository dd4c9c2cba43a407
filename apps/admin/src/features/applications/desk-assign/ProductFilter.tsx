import { useQuery } from '@apollo/client/react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { FilterSelect } from '#shared/ui/FilterSelect.tsx';
import { InstitutionProductsQuery } from './product-filter-operations';

/** 产品筛选 (issue 20, slice desk-rest): one of the institution's products on shelf (the catalog's list of them). */
export function ProductFilter({
  orgId,
  value,
  onChange,
}: {
  orgId: string;
  value: string;
  onChange: (productId: string) => void;
}) {
  const { data } = useQuery(InstitutionProductsQuery, {
    variables: { institutionId: orgId },
    context: QUIET_ERRORS,
  });
  const products = (data?.products.records ?? []).map((product) => ({ value: product.id, label: product.name }));
  return (
    <FilterSelect
      label="产品筛选"
      value={value}
      allLabel="全部产品"
      options={products}
      width="180px"
      onChange={onChange}
    />
  );
}
