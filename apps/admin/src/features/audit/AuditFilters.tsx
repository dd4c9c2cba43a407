import { Input } from '@chakra-ui/react';
import { AUDITED_ACTION_NAMES } from '@sme/contract/routes/staff-audit';
import { useState } from 'react';
import { DateRangeInputs } from '#shared/ui/DateRangeInputs.tsx';
import { FilterForm } from '#shared/ui/FilterForm.tsx';
import { FilterSelect } from '#shared/ui/FilterSelect.tsx';

export interface AuditFilterForm {
  username: string;
  action: string;
  startDate: string;
  endDate: string;
}

export const NO_AUDIT_FILTER: AuditFilterForm = { username: '', action: '', startDate: '', endDate: '' };

const ACTION_OPTIONS = Object.entries(AUDITED_ACTION_NAMES).map(([value, label]) => ({ value, label }));

/** 筛选: an account, an action and a day range, applied with 查询 (the list keeps the applied filter meanwhile). */
export function AuditFilters({ onApply }: { onApply: (form: AuditFilterForm) => void }) {
  const [form, setForm] = useState(NO_AUDIT_FILTER);
  const set = (key: keyof AuditFilterForm) => (value: string) => setForm({ ...form, [key]: value });
  return (
    <FilterForm onApply={() => onApply(form)}>
      <Input
        id="audit-username"
        size="sm"
        w="170px"
        aria-label="账号"
        placeholder="账号"
        value={form.username}
        onChange={(event) => set('username')(event.target.value)}
      />
      <FilterSelect
        width="170px"
        label="操作"
        value={form.action}
        onChange={set('action')}
        allLabel="全部操作"
        options={ACTION_OPTIONS}
      />
      <DateRangeInputs
        label="日期"
        idPrefix="audit"
        start={form.startDate}
        end={form.endDate}
        onStart={set('startDate')}
        onEnd={set('endDate')}
      />
    </FilterForm>
  );
}
