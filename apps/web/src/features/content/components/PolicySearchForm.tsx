import { useQuery } from '@apollo/client/react';
import { Button, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { OptionSelect } from '@sme/ui/option-select';
import { type FormEvent, useEffect, useState } from 'react';
import { graphql } from '#gql';
import { NO_LOADING } from '#shared/api/request-context.ts';
import { calendarDay, type PolicySearch } from '../policy-search';

const PolicyDepartmentsQuery = graphql(`
  query PolicyDepartments {
    policyDepartments {
      name
      policyCount
    }
  }
`);

interface PolicySearchFormProps {
  search: PolicySearch;
  /** A new selection (page 1). */
  onSearch: (search: PolicySearch) => void;
}

/** Keyword, department and publication dates of the policy list; the department applies at once, the rest on 搜索. */
export function PolicySearchForm({ search, onSearch }: PolicySearchFormProps) {
  const departments = useQuery(PolicyDepartmentsQuery, { context: NO_LOADING }).data?.policyDepartments ?? [];
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [from, setFrom] = useState(search.publishedFrom ?? '');
  const [to, setTo] = useState(search.publishedTo ?? '');
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword]);
  useEffect(() => setFrom(search.publishedFrom ?? ''), [search.publishedFrom]);
  useEffect(() => setTo(search.publishedTo ?? ''), [search.publishedTo]);

  const chosen = (): PolicySearch => {
    let publishedFrom = calendarDay(from);
    let publishedTo = calendarDay(to);
    if (publishedFrom && publishedTo && publishedFrom > publishedTo)
      [publishedFrom, publishedTo] = [publishedTo, publishedFrom];
    return {
      page: 1,
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      ...(search.department ? { department: search.department } : {}),
      ...(publishedFrom ? { publishedFrom } : {}),
      ...(publishedTo ? { publishedTo } : {}),
    };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(chosen());
  };
  const chooseDepartment = (department: string) => {
    const { department: _previous, ...rest } = chosen();
    onSearch(department ? { ...rest, department } : rest);
  };

  return (
    <form onSubmit={submit} aria-label="搜索政策">
      <Stack gap="4" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '5' }}>
        <HStack gap="2" align="stretch">
          <Input
            flex="1"
            minW="0"
            size={{ base: 'lg', md: 'md' }}
            placeholder="请输入政策标题、摘要或发文字号"
            aria-label="关键词"
            maxLength={50}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
          />
          <Button type="submit" colorPalette="brand" size={{ base: 'lg', md: 'md' }}>
            搜索
          </Button>
        </HStack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field.Root recipe={fieldSlotRecipe}>
            <Field.Label fontSize="sm">发布部门</Field.Label>
            <OptionSelect
              size={{ base: 'lg', md: 'sm' }}
              label="发布部门"
              placeholder="全部部门"
              options={departments.map((department) => ({
                value: department.name,
                label: `${department.name}（${department.policyCount}）`,
              }))}
              value={search.department ?? ''}
              onChange={chooseDepartment}
            />
          </Field.Root>
          <DateField label="发布日期起" value={from} onChange={setFrom} />
          <DateField label="发布日期止" value={to} onChange={setTo} />
        </SimpleGrid>
      </Stack>
    </form>
  );
}

function DateField({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <Field.Root recipe={fieldSlotRecipe}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        type="date"
        size={{ base: 'lg', md: 'sm' }}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Field.Root>
  );
}
