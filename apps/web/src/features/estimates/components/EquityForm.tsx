import { Box, Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { OptionSelect } from '@sme/ui/option-select';
import { type FormEvent, type ReactNode, useState } from 'react';
import { MoneyInput } from '#shared/forms/MoneyInput.tsx';
import { useFieldErrors } from '#shared/forms/useFieldErrors.ts';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { stripCommasAndSpaces } from '#shared/validation/account-rules.ts';
import { EQUITY_TEXTS, equityRules, USE_OF_FUNDS_MAX } from '../estimate-rules';
import { ApplyForEquityMutation } from '../estimates-operations';

type Key = 'amount' | 'sharePercent' | 'useOfFunds' | 'companyStage' | 'contactName' | 'contactMobile';

export interface EquitySubmitted {
  id: string;
  createdAt: string;
}

interface Choices {
  stages: readonly { code: number; label: string }[];
  investors: readonly { id: string; name: string }[];
}

/**
 * The equity financing request (ours: /loan/pc/equity/apply): amount in 万元, share offered, use of funds, stage,
 * contact, remark and optionally the investor addressed. One idempotency key per form: a double click sends once.
 */
export function EquityForm({
  choices,
  investorId,
  onSubmitted,
}: {
  choices: Choices;
  investorId: string;
  onSubmitted: (result: EquitySubmitted) => void;
}) {
  const [values, setValues] = useState<Record<Key, string> & { investorId: string; remark: string }>({
    amount: '',
    sharePercent: '',
    useOfFunds: '',
    companyStage: '',
    contactName: '',
    contactMobile: '',
    investorId: choices.investors.some((investor) => investor.id === investorId) ? investorId : '',
    remark: '',
  });
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useFieldErrors<Key>();
  const { busy, submit } = useFormMutation(ApplyForEquityMutation, {
    successText: EQUITY_TEXTS.submitted,
    failureText: EQUITY_TEXTS.failed,
    form,
    onCompleted: (data) => onSubmitted(data.applyForEquity),
  });
  const set = (key: keyof typeof values) => (value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    // A message already shown goes as soon as the value passes (it is checked again on blur and submit).
    if (key in equityRules && form.errors[key as Key]) form.show(key as Key, equityRules[key as Key](value));
  };
  const check = (key: Key) => () => form.show(key, equityRules[key](values[key]));

  function send(event: FormEvent) {
    event.preventDefault();
    const checks = Object.fromEntries(
      (Object.keys(equityRules) as Key[]).map((key) => [key, () => equityRules[key](values[key])]),
    ) as Record<Key, () => string | null>;
    if (!form.checkAll(checks)) return;
    void submit({
      input: {
        amount: Number(values.amount),
        sharePercent: Number(values.sharePercent),
        useOfFunds: values.useOfFunds.trim(),
        companyStage: Number(values.companyStage),
        contactName: values.contactName.trim(),
        contactMobile: values.contactMobile.trim(),
        investorId: values.investorId || null,
        remark: values.remark.trim() || null,
        idempotencyKey,
      },
    });
  }

  const row = (key: Key, label: string, control: ReactNode) => (
    <Field.Root recipe={fieldSlotRecipe} required invalid={Boolean(form.errors[key])}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {control}
      <Box minH="20px" w="full">
        <Field.ErrorText mt="1">{form.errors[key]}</Field.ErrorText>
      </Box>
    </Field.Root>
  );

  const moneyRow = (key: 'amount' | 'sharePercent', label: string, unit: string, placeholder: string) =>
    row(
      key,
      label,
      <MoneyInput unit={unit} value={values[key]} onChange={set(key)} onBlur={check(key)} placeholder={placeholder} />,
    );

  return (
    <form onSubmit={send} aria-label="股权融资需求" noValidate>
      <Stack gap="2">
        {moneyRow('amount', '融资金额', '万元', '请输入融资金额')}
        {moneyRow('sharePercent', '出让股权比例', '%', '请输入拟出让的股权比例')}
        {row(
          'companyStage',
          '企业发展阶段',
          <OptionSelect
            label="企业发展阶段"
            placeholder="请选择企业发展阶段"
            options={choices.stages.map((stage) => ({ value: String(stage.code), label: stage.label }))}
            value={values.companyStage}
            onChange={(stage) => {
              set('companyStage')(stage);
              form.show('companyStage', null);
            }}
          />,
        )}
        {row(
          'useOfFunds',
          '资金用途',
          <Textarea
            rows={3}
            maxLength={USE_OF_FUNDS_MAX + 20}
            placeholder="请说明融资资金的主要用途"
            value={values.useOfFunds}
            onChange={(event) => set('useOfFunds')(event.target.value)}
            onBlur={check('useOfFunds')}
          />,
        )}
        {row(
          'contactName',
          '联系人',
          <Input
            value={values.contactName}
            placeholder="请输入联系人"
            onChange={(event) => set('contactName')(event.target.value)}
            onBlur={check('contactName')}
          />,
        )}
        {row(
          'contactMobile',
          '联系电话',
          <Input
            inputMode="numeric"
            value={values.contactMobile}
            placeholder="请输入联系人手机号"
            onChange={(event) => set('contactMobile')(stripCommasAndSpaces(event.target.value))}
            onBlur={check('contactMobile')}
          />,
        )}
        <Field.Root recipe={fieldSlotRecipe}>
          <Field.Label>意向投资机构</Field.Label>
          <OptionSelect
            label="意向投资机构"
            placeholder="不限（平台全部投资机构）"
            options={choices.investors.map((investor) => ({ value: investor.id, label: investor.name }))}
            value={values.investorId}
            onChange={set('investorId')}
          />
        </Field.Root>
        <Field.Root recipe={fieldSlotRecipe} mt="4">
          <Field.Label>备注</Field.Label>
          <Textarea
            rows={2}
            maxLength={500}
            value={values.remark}
            onChange={(event) => set('remark')(event.target.value)}
          />
        </Field.Root>
        <HStack justify="center" mt="6">
          <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
            提交需求
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
