import { useMutation } from '@apollo/client/react';
import { Box, Checkbox, Fieldset, Input, SimpleGrid, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { PRODUCT_LIMITS } from '@sme/contract/routes/org-products-texts';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { CodeSelectField } from '#shared/forms/CodeSelectField.tsx';
import { FormActions } from '#shared/forms/FormActions.tsx';
import { FormField } from '#shared/forms/FormField.tsx';
import { useCheckedForm } from '#shared/forms/use-checked-form.ts';
import { FormFailure } from '#shared/ui/FormFailure.tsx';
import { notifySuccess } from '#shared/ui/toaster.tsx';
import {
  APPLY_METHODS,
  checkProduct,
  EMPTY_PRODUCT,
  GUARANTEE_METHODS,
  PRODUCT_TYPES,
  type ProductRecordLike,
  type ProductValues,
  REPAY_METHODS,
  valuesOf,
} from './product-form';
import { CreateOrgProductMutation, UpdateOrgProductMutation } from './product-operations';

interface Props {
  /** The product edited; none for a new one. */
  product?: (ProductRecordLike & { id: string }) | undefined;
  onDone: () => void;
  onCancel: () => void;
}

type TextField = Exclude<keyof ProductValues, 'guaranteeMethods' | 'repayMethods'>;

/** 新增产品 / 编辑产品: checked here with the gateway's rules, then by the gateway, whose message shows. */
export function ProductForm({ product, onDone, onCancel }: Props) {
  const [create, creating] = useMutation(CreateOrgProductMutation, { context: QUIET_ERRORS });
  const [update, updating] = useMutation(UpdateOrgProductMutation, { context: QUIET_ERRORS });
  const { values, setValues, set, errors, failure, submit } = useCheckedForm(
    product ? valuesOf(product) : EMPTY_PRODUCT,
    checkProduct,
    async (input) => {
      if (product) await update({ variables: { id: product.id, input } });
      else await create({ variables: { input } });
      notifySuccess(product ? '产品已保存' : '产品已上架');
      onDone();
    },
  );
  const toggle = (field: 'guaranteeMethods' | 'repayMethods', code: number, on: boolean) =>
    setValues((current) => ({
      ...current,
      [field]: on ? [...current[field].filter((c) => c !== code), code] : current[field].filter((c) => c !== code),
    }));

  const text = (
    field: TextField,
    label: string,
    props: { inputMode?: 'decimal' | 'numeric'; helper?: string } = {},
  ) => (
    <FormField label={label} error={errors[field]} helper={props.helper}>
      <Input size="sm" name={field} inputMode={props.inputMode} value={values[field]} onChange={set(field)} />
    </FormField>
  );

  const select = (
    field: 'productType' | 'applyUrlType',
    label: string,
    choices: readonly { code: number; label: string }[],
  ) => (
    <CodeSelectField
      label={label}
      name={field}
      value={values[field]}
      onChange={set(field)}
      choices={choices}
      error={errors[field]}
    />
  );

  const codes = (
    field: 'guaranteeMethods' | 'repayMethods',
    label: string,
    list: readonly { code: number; label: string }[],
  ) => (
    // A fieldset, not a Field: a Field gives its one id to every checkbox inside, so each label ticked the first.
    <Fieldset.Root invalid={Boolean(errors[field])} size="sm" minW="0">
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <Wrap gap="3">
        {list.map((entry) => (
          <Checkbox.Root
            key={entry.code}
            size="sm"
            name={field}
            value={String(entry.code)}
            checked={values[field].includes(entry.code)}
            onCheckedChange={(change) => toggle(field, entry.code, change.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{entry.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
      <Fieldset.ErrorText>{errors[field]}</Fieldset.ErrorText>
    </Fieldset.Root>
  );

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" mb="4" data-testid="product-form">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="3">
          <Text fontWeight="bold">{product ? '编辑产品' : '新增产品'}</Text>
          <FormFailure failure={failure} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {text('productName', '产品名称', { helper: `${PRODUCT_LIMITS.nameMin}-${PRODUCT_LIMITS.nameMax}个字符` })}
            {select('productType', '产品类型', PRODUCT_TYPES)}
          </SimpleGrid>
          {codes('guaranteeMethods', '担保方式', GUARANTEE_METHODS)}
          {codes('repayMethods', '还款方式', REPAY_METHODS)}
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {text('minAmount', '最低额度（万元）', { inputMode: 'decimal' })}
            {text('maxAmount', '最高额度（万元）', { inputMode: 'decimal' })}
            {text('rateMin', '最低年利率（%）', { inputMode: 'decimal' })}
            {text('rateMax', '最高年利率（%）', { inputMode: 'decimal' })}
            {text('minPeriod', '最短期限（月）', { inputMode: 'numeric' })}
            {text('maxPeriod', '最长期限（月）', { inputMode: 'numeric' })}
          </SimpleGrid>
          <FormField label="产品简介" error={errors.summary}>
            <Input size="sm" name="summary" value={values.summary} onChange={set('summary')} />
          </FormField>
          {(
            [
              ['introduction', '产品介绍'],
              ['conditions', '申请条件'],
              ['materials', '所需材料'],
            ] as const
          ).map(([field, label]) => (
            <FormField key={field} label={label} error={errors[field]}>
              <Textarea size="sm" name={field} rows={3} value={values[field]} onChange={set(field)} />
            </FormField>
          ))}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {select('applyUrlType', '申请方式', APPLY_METHODS)}
            {values.applyUrlType === '3' ? text('applyRedirectUrl', '机构申请链接') : null}
          </SimpleGrid>
          <FormActions
            submitLabel={product ? '保存修改' : '提交上架'}
            loading={creating.loading || updating.loading}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </Box>
  );
}
