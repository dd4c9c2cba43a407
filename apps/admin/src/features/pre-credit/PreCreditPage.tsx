import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  chakra,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { getFragmentData } from '#gql';
import type { PreCreditImportRowFieldsFragment } from '#gql/graphql.ts';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { failureMessage } from '#shared/api/failure.ts';
import { pageOnly, usePagedQuery } from '#shared/api/use-paged-query.ts';
import { beijingToday, formatAmount, formatTime, formatWan } from '#shared/format/format.ts';
import { FormField } from '#shared/forms/FormField.tsx';
import { useCheckedForm } from '#shared/forms/use-checked-form.ts';
import { FormFailure } from '#shared/ui/FormFailure.tsx';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { PagedTable } from '#shared/ui/PagedTable.tsx';
import { ScrollTable } from '#shared/ui/ScrollTable.tsx';
import { notifySuccess } from '#shared/ui/toaster.tsx';
import { CSV_TEMPLATE, checkCsv, checkGrant, EMPTY_GRANT, type GrantValues } from './grant-form';
import {
  GrantPreCreditMutation,
  ImportPreCreditsMutation,
  OrgPreCreditsQuery,
  PreCreditImportRowFields,
} from './pre-credit-operations';

/** 单户授信: one company by its credit code. */
function GrantForm({ onDone }: { onDone: () => void }) {
  const [grant, { loading }] = useMutation(GrantPreCreditMutation, { context: QUIET_ERRORS });
  const { values, setValues, set, errors, failure, submit } = useCheckedForm(
    EMPTY_GRANT,
    (current: GrantValues) => checkGrant(current, beijingToday()),
    async (input) => {
      const answer = await grant({ variables: { input } });
      const row = getFragmentData(PreCreditImportRowFields, answer.data?.grantPreCredit);
      notifySuccess(
        `已为${row?.companyName ?? '该企业'}授予预授信${row?.amount == null ? '' : formatAmount(row.amount)}`,
      );
      setValues(EMPTY_GRANT);
      onDone();
    },
  );

  const field = (name: keyof GrantValues, label: string, props: { type?: string; helper?: string } = {}) => (
    <FormField label={label} error={errors[name]} helper={props.helper}>
      <Input size="sm" name={name} type={props.type} value={values[name]} onChange={set(name)} />
    </FormField>
  );

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="grant-form">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="3">
          <Text fontWeight="bold">单户授信</Text>
          <FormFailure failure={failure} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {field('uniformCode', '统一社会信用代码', { helper: '18位，校验位按 GB 32100 校验' })}
            {field('amount', '预授信额度（万元）')}
            {field('validFrom', '生效日期', { type: 'date', helper: '不填为今天' })}
            {field('validUntil', '到期日期', { type: 'date' })}
          </SimpleGrid>
          {field('remark', '备注')}
          <HStack>
            <Button type="submit" size="sm" colorPalette="brand" loading={loading}>
              授予预授信
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}

/** 批量导入: CSV pasted or read from a file in the browser, all or nothing, with a result per row. */
function ImportForm({ onDone }: { onDone: () => void }) {
  const [csv, setCsv] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{ imported: boolean; rows: PreCreditImportRowFieldsFragment[] } | null>(null);
  const [run, { loading }] = useMutation(ImportPreCreditsMutation, { context: QUIET_ERRORS });

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setResult(null);
    setCsv(await file.text());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = checkCsv(csv);
    setProblem(refused);
    setResult(null);
    if (refused) return;
    try {
      const answer = await run({ variables: { csv } });
      const outcome = answer.data?.importPreCredits;
      if (!outcome) return;
      setResult({
        imported: outcome.imported,
        rows: [...getFragmentData(PreCreditImportRowFields, outcome.rows)],
      });
      if (outcome.imported) {
        notifySuccess(`已导入${outcome.acceptedCount}条预授信`);
        onDone();
      }
    } catch (error) {
      setProblem(failureMessage(error));
    }
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="import-form">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="3">
          <Text fontWeight="bold">批量导入（CSV）</Text>
          <Text fontSize="sm" color="gray.500">
            每行：统一社会信用代码,额度（万元）,生效日期（可空，默认今天）,到期日期,备注（可选）；首行可为表头。
            整批导入：任何一行不通过则全部不导入，请按结果修正后重新提交。
          </Text>
          <FormField label="粘贴 CSV 内容" error={problem}>
            <Textarea
              name="csv"
              size="sm"
              rows={6}
              fontFamily="mono"
              placeholder={CSV_TEMPLATE}
              value={csv}
              onChange={(event) => {
                setCsv(event.target.value);
                setResult(null);
              }}
            />
          </FormField>
          <FormField label="或上传 CSV 文件">
            {/* Its own width would run past a phone's in 关怀版's type. */}
            <chakra.input
              type="file"
              maxW="full"
              accept=".csv,text/csv,text/plain"
              aria-label="上传 CSV 文件"
              onChange={(e) => void readFile(e)}
            />
          </FormField>
          <HStack>
            <Button type="submit" size="sm" colorPalette="brand" loading={loading}>
              导入
            </Button>
          </HStack>
          {result ? (
            <>
              <Alert.Root status={result.imported ? 'success' : 'warning'}>
                <Alert.Indicator />
                <Alert.Title>
                  {result.imported
                    ? `已全部导入，共${result.rows.length}条`
                    : `有${result.rows.filter((row) => !row.accepted).length}行未通过，本次未导入任何记录`}
                </Alert.Title>
              </Alert.Root>
              <ScrollTable
                label="导入结果"
                columns={['行号', '统一社会信用代码', '企业名称', '额度（万元）', '有效期', '结果']}
                data-testid="import-result"
              >
                <Table.Body>
                  {result.rows.map((row) => (
                    <Table.Row key={row.line}>
                      <Table.Cell>{row.line}</Table.Cell>
                      <Table.Cell>{row.uniformCode || '—'}</Table.Cell>
                      <Table.Cell>{row.companyName ?? '—'}</Table.Cell>
                      <Table.Cell>{row.amount == null ? '—' : formatWan(row.amount)}</Table.Cell>
                      <Table.Cell>
                        {row.validFrom && row.validUntil ? `${row.validFrom} 至 ${row.validUntil}` : '—'}
                      </Table.Cell>
                      <Table.Cell>
                        {row.accepted ? (
                          <Badge colorPalette="green">{result.imported ? '已导入' : '可导入'}</Badge>
                        ) : (
                          <Text color="red.600" fontSize="sm">
                            未通过：{row.reason}
                          </Text>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </ScrollTable>
            </>
          ) : null}
        </Stack>
      </form>
    </Box>
  );
}

/** 预授信 (org_admin): grant one company or import a CSV, and the institution's grants. */
export function PreCreditPage() {
  const list = usePagedQuery(OrgPreCreditsQuery, pageOnly, (data) => data.orgPreCredits);

  return (
    <PageCard title="预授信" intro="为在平台注册的企业授予预授信额度；企业在“预授信额度”页面即时可见。">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mb="6">
        <GrantForm onDone={list.refetch} />
        <ImportForm onDone={list.refetch} />
      </SimpleGrid>
      <Heading size="sm" mb="2">
        已授予的预授信
      </Heading>
      <PagedTable
        label="已授予的预授信"
        list={list}
        columns={['企业名称', '统一社会信用代码', '额度（万元）', '有效期', '状态', '授予人', '授予时间']}
        testId="pre-credit-list"
        row={(grant) => (
          <Table.Row key={grant.id}>
            <Table.Cell>{grant.companyName}</Table.Cell>
            <Table.Cell>{grant.uniformCode}</Table.Cell>
            <Table.Cell>{formatWan(grant.amount)}</Table.Cell>
            <Table.Cell>
              {grant.validFrom} 至 {grant.validUntil}
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={grant.status === 1 ? 'green' : 'gray'}>{grant.statusLabel}</Badge>
            </Table.Cell>
            <Table.Cell>{grant.grantedBy ?? '—'}</Table.Cell>
            <Table.Cell>{formatTime(grant.grantedAt)}</Table.Cell>
          </Table.Row>
        )}
        empty="暂无预授信记录"
      />
    </PageCard>
  );
}
