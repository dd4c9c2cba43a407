import { Group, Input, InputAddon, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { keepMoneyCharacters } from '#shared/validation/money-rules.ts';
import type { Choice } from '../apply/ChoiceFields';
import { FormRow } from '../apply/FormRow';
import { LoanFormFrame } from '../apply/LoanFormFrame';
import { AmountRow, GuaranteeRow, LookupRow, TermRow } from '../apply/LoanTermRows';
import { useLoanForm } from '../apply/use-loan-form';
import { PublishNeedMutation } from './release-operations';
import { expiryBounds, RELEASE_TEXTS, type ReleaseFormValues, releaseChecks } from './release-rules';

/**
 * Spec §2 /financeRelease: a financing need (amount, purpose, guarantee, term, highest acceptable rate, validity
 * date, remark) that institutions pick up, and the data authorisation when none is in force (the same step as the
 * apply form: institutions read the company's data to pick the need up). One idempotency key per form.
 */
export function ReleaseForm({
  lookups,
  needsAgreement,
  onPublished,
}: {
  lookups: { guaranteeMethods: readonly Choice[]; loanPurposes: readonly Choice[] };
  needsAgreement: boolean;
  onPublished: (id: string) => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [bounds] = useState(() => expiryBounds(Date.now()));
  const form = useLoanForm<ReleaseFormValues>(
    {
      amount: '',
      loanFor: '',
      guaranteeMethods: [],
      term: '',
      rate: '',
      expiryDate: '',
      remark: '',
      agreed: false,
    },
    (values) => releaseChecks(values, Date.now(), needsAgreement),
    RELEASE_TEXTS.agreement,
  );
  const { values, set, blur, row, fields, checks } = form;
  const { busy, submit } = useFormMutation(PublishNeedMutation, {
    successText: RELEASE_TEXTS.published,
    failureText: RELEASE_TEXTS.failed,
    form: fields,
    onCompleted: (data) => onPublished(data.publishNeed.id),
  });

  function send(event: FormEvent) {
    event.preventDefault();
    if (busy || !fields.checkAll(checks)) return;
    const remark = values.remark.trim();
    void submit({
      input: {
        applyAmount: Number(values.amount),
        loanFor: Number(values.loanFor),
        guaranteeMethods: values.guaranteeMethods,
        loanPeriod: Number(values.term),
        interestRate: Number(values.rate),
        expiryDate: values.expiryDate,
        ...(remark ? { remark } : {}),
        idempotencyKey,
        ...form.authEndInput(needsAgreement),
      },
    });
  }

  const { errors } = fields;
  return (
    <LoanFormFrame
      label="发布融资需求"
      onSubmit={send}
      needsAgreement={needsAgreement}
      authorisation={form.authorisation}
      busy={busy}
      submitLabel="发布需求"
    >
      <AmountRow label="融资金额" placeholder="请输入融资金额" {...row('amount')} onBlur={blur('amount')} />
      <LookupRow label="贷款用途" choices={lookups.loanPurposes} {...row('loanFor')} />
      <GuaranteeRow choices={lookups.guaranteeMethods} {...row('guaranteeMethods')} />
      <TermRow label="融资期限（月）" placeholder="请输入融资期限" {...row('term')} onBlur={blur('term')} />
      <FormRow label="最高可接受利率" error={errors.rate}>
        <Group attached w="full">
          <Input
            inputMode="decimal"
            placeholder="年化利率，如 4.5"
            value={values.rate}
            onChange={(event) => set('rate', keepMoneyCharacters(event.target.value))}
            onBlur={blur('rate')}
          />
          <InputAddon>%</InputAddon>
        </Group>
      </FormRow>
      <FormRow label="需求有效期" error={errors.expiryDate} helper="今天之后一年以内">
        <Input
          type="date"
          maxW="240px"
          aria-label="需求有效期"
          min={bounds.min}
          max={bounds.max}
          value={values.expiryDate}
          onChange={(event) => set('expiryDate', event.target.value)}
          onBlur={blur('expiryDate')}
        />
      </FormRow>
      <FormRow label="备注" required={false} error={errors.remark}>
        <Textarea
          rows={3}
          maxLength={500}
          value={values.remark}
          onChange={(event) => set('remark', event.target.value)}
        />
      </FormRow>
    </LoanFormFrame>
  );
}
