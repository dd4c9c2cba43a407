import { Badge, Box, Button, Separator } from '@chakra-ui/react';
import { OptionSelect } from '@sme/ui/option-select';
import { useId, useState } from 'react';
import { graphql } from '#gql';
import { useFetchedQuery } from '#shared/api/fetched-query.ts';
import { activeFilterCount, type ProductSearch } from '../product-search';
import { AmountRangeFilter } from './AmountRangeFilter';
import { FilterChips, FilterRow } from './FilterChips';

const ProductFilterOptionsQuery = graphql(`
  query ProductFilterOptions {
    lookups {
      guaranteeMethods {
        code
        label
      }
      productTypes {
        code
        label
      }
    }
    institutions(page: { pageNum: 1, pageSize: 50 }) {
      records {
        id
        name
      }
    }
  }
`);

/** Terms offered as filter choices, in months. */
export const TERM_CHOICES = [3, 6, 12, 24, 36, 60] as const;

const termOptions = TERM_CHOICES.map((months) => ({ value: months, label: `${months}个月` }));

interface ProductFilterBarProps {
  search: ProductSearch;
  onChange: (change: Partial<ProductSearch>) => void;
}

/**
 * The 金融超市 filters: guarantee method, product type, term, institution and amount range. On phones (below md)
 * they fold behind a 筛选条件 button with the number of choices set, so the products come first (issue 10).
 */
export function ProductFilterBar({ search, onChange }: ProductFilterBarProps) {
  const { data } = useFetchedQuery(ProductFilterOptionsQuery, {}, { noLoading: true });
  const [unfolded, setUnfolded] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(search);
  const toOptions = (lookups: readonly { code: number; label: string }[] | undefined) =>
    (lookups ?? []).map((lookup) => ({ value: lookup.code, label: lookup.label }));
  return (
    <Box
      bg="white"
      borderRadius="lg"
      borderWidth="1px"
      px={{ base: '4', md: '5' }}
      py="3"
      data-testid="product-filters"
    >
      <Button
        display={{ base: 'flex', md: 'none' }}
        variant="ghost"
        colorPalette="brand"
        w="full"
        h="44px"
        justifyContent="space-between"
        aria-expanded={unfolded}
        aria-controls={panelId}
        onClick={() => setUnfolded(!unfolded)}
      >
        筛选条件
        {count > 0 && (
          <Badge colorPalette="brand" variant="solid" ms="2" me="auto">
            {count}
          </Badge>
        )}
        <Box as="span" aria-hidden="true">
          {unfolded ? '收起 ▲' : '展开 ▼'}
        </Box>
      </Button>
      <Box id={panelId} display={{ base: unfolded ? 'block' : 'none', md: 'block' }}>
        <FilterChips
          label="担保方式"
          options={toOptions(data?.lookups.guaranteeMethods)}
          selected={search.guaranteeMethod}
          onSelect={(guaranteeMethod) => onChange({ guaranteeMethod })}
        />
        <Separator />
        <FilterChips
          label="产品类型"
          options={toOptions(data?.lookups.productTypes)}
          selected={search.productType}
          onSelect={(productType) => onChange({ productType })}
        />
        <Separator />
        <FilterChips
          label="贷款期限"
          options={termOptions}
          selected={search.term}
          onSelect={(term) => onChange({ term })}
        />
        <Separator />
        <FilterRow label="金融机构">
          <OptionSelect
            size="sm"
            maxW="320px"
            label="金融机构"
            placeholder="全部机构"
            options={(data?.institutions.records ?? []).map((institution) => ({
              value: institution.id,
              label: institution.name,
            }))}
            value={search.institutionId ?? ''}
            onChange={(institutionId) => onChange({ institutionId: institutionId || undefined })}
          />
        </FilterRow>
        <Separator />
        <FilterRow label="贷款金额">
          <AmountRangeFilter
            minAmount={search.minAmount}
            maxAmount={search.maxAmount}
            onApply={(minAmount, maxAmount) => onChange({ minAmount, maxAmount })}
          />
        </FilterRow>
      </Box>
    </Box>
  );
}
