import { useApolloClient } from '@apollo/client/react';
import { Button, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { OrgQueueSearchInput } from '#gql/graphql.ts';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { failureMessage } from '#shared/api/failure.ts';
import { useLayoutStaff } from '#shared/session/use-layout-staff.ts';
import { downloadText } from '#shared/ui/download-text.ts';
import { FilterDateInput } from '#shared/ui/FilterDateInput.tsx';
import { FilterSelect } from '#shared/ui/FilterSelect.tsx';
import { notifyFailure } from '#shared/ui/toaster.tsx';
import { AssigneeSelect } from './AssigneeSelect';
import { OrgQueueSearchQuery } from './assign-operations';
import { ASSIGNMENT_CHOICES, type AssignSearch, queueCsv, SORT_CHOICES } from './assign-search';
import { ProductFilter } from './ProductFilter';

/** The export reads the filtered queue page by page, at most this many rows. */
const EXPORT_PAGE = 50;
const EXPORT_MAX_ROWS = 2_000;
const DAY_FIELDS = [
  ['startDate', '提交日期起'],
  ['endDate', '提交日期止'],
] as const;

interface Props {
  search: AssignSearch;
  onChange: (search: AssignSearch) => void;
  /** The whole filter the queue sends (with the status, source … filters), for the export. */
  filter: OrgQueueSearchInput;
  /** The operator has no institution: no 我的 / 未分配, no managers. */
  operator: boolean;
}

/** 搜索 (申请ID, 企业名称, 统一社会信用代码), 我的 / 未分配 / 全部, 客户经理, 提交日期, 排序 and 导出CSV of the queue. */
export function AssignSearchBar({ search, onChange, filter, operator }: Props) {
  const client = useApolloClient();
  const { orgId } = useLayoutStaff();
  const [keyword, setKeyword] = useState(search.keyword);
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const records = [];
      for (let pageNum = 1; records.length < EXPORT_MAX_ROWS; pageNum += 1) {
        const { data: page } = await client.query({
          query: OrgQueueSearchQuery,
          variables: { filter, page: { pageNum, pageSize: EXPORT_PAGE } },
          fetchPolicy: 'network-only',
          context: QUIET_ERRORS,
        });
        const answer = page?.orgQueueSearch;
        if (!answer) break;
        records.push(...answer.records);
        if (answer.records.length < EXPORT_PAGE || records.length >= answer.total) break;
      }
      downloadText('申请队列.csv', queueCsv(records.slice(0, EXPORT_MAX_ROWS)));
    } catch (error) {
      notifyFailure(failureMessage(error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <HStack gap="3" wrap="wrap" mb="4">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...search, keyword });
        }}
      >
        <HStack gap="2">
          <Input
            size="sm"
            w="260px"
            aria-label="搜索申请"
            placeholder="申请ID、企业名称（至少2个字）或信用代码"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <Button size="sm" type="submit" colorPalette="brand">
            搜索
          </Button>
        </HStack>
      </form>
      {operator ? null : (
        <>
          <FilterSelect
            label="分配筛选"
            value={search.assignment}
            options={ASSIGNMENT_CHOICES}
            width="110px"
            onChange={(assignment) => onChange({ ...search, assignment: assignment as AssignSearch['assignment'] })}
          />
          <AssigneeSelect
            label="客户经理筛选"
            allLabel="全部客户经理"
            width="150px"
            value={search.managerId}
            onChange={(managerId) => onChange({ ...search, managerId })}
          />
          {orgId ? (
            <ProductFilter
              orgId={orgId}
              value={search.productId ?? ''}
              onChange={(productId) => onChange({ ...search, productId })}
            />
          ) : null}
        </>
      )}
      {DAY_FIELDS.map(([field, label]) => (
        <FilterDateInput
          key={field}
          label={label}
          value={search[field]}
          onChange={(day) => onChange({ ...search, [field]: day })}
        />
      ))}
      <FilterSelect
        label="排序"
        value={search.sort}
        options={SORT_CHOICES}
        width="130px"
        onChange={(sort) => onChange({ ...search, sort: sort as AssignSearch['sort'] })}
      />
      <Button size="sm" variant="outline" loading={exporting} onClick={() => void exportCsv()}>
        导出CSV
      </Button>
    </HStack>
  );
}
