import { useQuery } from '@apollo/client/react';
import { Button, Text } from '@chakra-ui/react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { DateRangeInputs } from '#shared/ui/DateRangeInputs.tsx';
import { FilterForm } from '#shared/ui/FilterForm.tsx';
import { FilterSelect } from '#shared/ui/FilterSelect.tsx';
import type { DashboardForm } from './dashboard-filter';
import { DashboardChoicesQuery } from './dashboard-operations';

interface Props {
  form: DashboardForm;
  onChange: (form: DashboardForm) => void;
  onApply: () => void;
  onReset: () => void;
  problem: string | null;
}

/** 筛选: submission date range, institution, district and product type; applied with 查询. */
export function DashboardFilters({ form, onChange, onApply, onReset, problem }: Props) {
  const { data } = useQuery(DashboardChoicesQuery, { context: QUIET_ERRORS });
  const set = (key: keyof DashboardForm) => (value: string) => onChange({ ...form, [key]: value });
  return (
    <FilterForm
      onApply={onApply}
      after={
        <>
          <Button type="button" size="sm" variant="outline" onClick={onReset}>
            重置
          </Button>
          {problem ? (
            <Text fontSize="sm" color="red.600" role="alert">
              {problem}
            </Text>
          ) : null}
        </>
      }
    >
      <DateRangeInputs
        label="申请日期"
        start={form.startDate}
        end={form.endDate}
        onStart={set('startDate')}
        onEnd={set('endDate')}
      />
      <FilterSelect
        width="170px"
        label="金融机构"
        value={form.institutionId}
        onChange={set('institutionId')}
        allLabel="全部机构"
        options={(data?.institutions.records ?? []).map((org) => ({ value: org.id, label: org.name }))}
      />
      <FilterSelect
        width="170px"
        label="区县"
        value={form.districtName}
        onChange={set('districtName')}
        allLabel="全部区县"
        options={(data?.addressDivisions ?? []).map((district) => ({ value: district.name, label: district.name }))}
      />
      <FilterSelect
        width="170px"
        label="产品类型"
        value={form.productType}
        onChange={set('productType')}
        allLabel="全部产品类型"
        options={(data?.lookups.productTypes ?? []).map((type) => ({ value: String(type.code), label: type.label }))}
      />
    </FilterForm>
  );
}
