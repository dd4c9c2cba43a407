import { Input } from '@chakra-ui/react';
import { GatewayCode } from '@sme/contract/codes';
import { type FormEvent, useState } from 'react';
import { gatewayCodeOf, serverMessageOr } from '#shared/api/graphql-failure.ts';
import { ChoiceFieldset } from '#shared/forms/ChoiceFieldset.tsx';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { UploadPictureCards } from '#shared/upload/UploadPictureCards.tsx';
import { useUploadField } from '#shared/upload/useUploadField.ts';
import { stripCommasAndSpaces } from '#shared/validation/account-rules.ts';
import { AddressSelects, type PickedDivision } from './AddressSelects';
import { ApplyForProductMutation } from './apply-operations';
import { APPLY_TEXTS, type ApplyFormValues, applyChecks } from './apply-rules';
import { type Choice, YesNo } from './ChoiceFields';
import { FormRow } from './FormRow';
import { LoanFormFrame } from './LoanFormFrame';
import { AmountRow, GuaranteeRow, LookupRow, TermRow } from './LoanTermRows';
import { useLoanForm } from './use-loan-form';

export const MATERIALS_MAX = 20;

export interface ApplyLookups {
  guaranteeMethods: readonly Choice[];
  repayMethods: readonly Choice[];
  loanPurposes: readonly Choice[];
}

/** How a submission ended: the new application's id, or a refusal the form cannot fix (off shelf, not certified). */
export type ApplyOutcome = { kind: 'applied'; id: string } | { kind: 'refused'; message: string };

/** Refusals shown on the failure page rather than on the form: nothing the applicant types can change them. */
const FINAL_REFUSALS: readonly number[] = [GatewayCode.PRODUCT_NOT_OFFERED, GatewayCode.CERTIFICATION_REQUIRED];

/**
 * The application form (spec §2 /financeApply, §5): amount, term, guarantee, repayment, purpose, first loan, office
 * district and street, contact, materials, and the data authorisation when none is in force. One idempotency key per
 * form, so a double click makes one application; the button is disabled while sending.
 */
export function ApplyForm({
  productId,
  lookups,
  contactName,
  contactMobile,
  needsAgreement,
  onDone,
}: {
  productId: string;
  lookups: ApplyLookups;
  /** The account's name, when it has one. */
  contactName: string;
  /** The account's own mobile: the usual contact, changeable. */
  contactMobile: string;
  needsAgreement: boolean;
  onDone: (outcome: ApplyOutcome) => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useLoanForm<ApplyFormValues>(
    {
      amount: '',
      term: '',
      guaranteeMethods: [],
      repayMethod: '',
      loanFor: '',
      isFirstLoan: '',
      district: '',
      street: '',
      contactName,
      contactMobile,
      agreed: false,
    },
    (values) => applyChecks(values, needsAgreement),
    APPLY_TEXTS.agreement,
  );
  const { values, set, blur, row, fields, checks } = form;
  const [district, setDistrict] = useState<PickedDivision | null>(null);
  const [street, setStreet] = useState<PickedDivision | null>(null);
  const materials = useUploadField({ kinds: 'all', max: MATERIALS_MAX });
  const { busy, submit } = useFormMutation(ApplyForProductMutation, {
    failureText: APPLY_TEXTS.failed,
    form: fields,
    onCompleted: (data) => {
      materials.keep();
      onDone({ kind: 'applied', id: data.applyForProduct.id });
    },
    onFailure: (error) => {
      const message = serverMessageOr(error, APPLY_TEXTS.failed);
      const code = gatewayCodeOf(error);
      if (code !== null && FINAL_REFUSALS.includes(code)) onDone({ kind: 'refused', message });
      else fields.feedback.failure(message);
    },
  });

  function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!fields.checkAll(checks)) return;
    if (materials.uploading) {
      fields.feedback.failure(APPLY_TEXTS.uploading);
      return;
    }
    void submit({
      input: {
        productId,
        applyAmount: Number(values.amount),
        loanPeriod: Number(values.term),
        guaranteeMethods: values.guaranteeMethods,
        repayMethod: Number(values.repayMethod),
        loanFor: Number(values.loanFor),
        isFirstLoan: values.isFirstLoan === 'yes',
        districtName: district?.name ?? '',
        streetName: street?.name ?? '',
        contactName: values.contactName.trim(),
        contactMobile: values.contactMobile.trim(),
        materialPaths: materials.paths,
        idempotencyKey,
        ...form.authEndInput(needsAgreement),
      },
    });
  }

  const { errors } = fields;
  return (
    <LoanFormFrame
      label="融资申请"
      onSubmit={send}
      needsAgreement={needsAgreement}
      authorisation={form.authorisation}
      busy={busy}
      submitLabel="提交申请"
    >
      <AmountRow label="申请金额" placeholder="请输入申请金额" {...row('amount')} onBlur={blur('amount')} />
      <TermRow label="借款期限（月）" placeholder="请输入借款期限" {...row('term')} onBlur={blur('term')} />
      <GuaranteeRow choices={lookups.guaranteeMethods} {...row('guaranteeMethods')} />
      <LookupRow label="还款方式" choices={lookups.repayMethods} {...row('repayMethod')} />
      <LookupRow label="贷款用途" choices={lookups.loanPurposes} {...row('loanFor')} />
      <ChoiceFieldset legend="是否首贷" error={errors.isFirstLoan}>
        <YesNo
          name="isFirstLoan"
          label="是否首贷"
          value={values.isFirstLoan}
          onChange={(value) => set('isFirstLoan', value)}
        />
      </ChoiceFieldset>
      <ChoiceFieldset legend="办公地址（广东省广州市）" error={errors.district ?? errors.street}>
        <AddressSelects
          district={district}
          street={street}
          onDistrict={(picked) => {
            setDistrict(picked);
            set('district', picked?.code ?? '');
          }}
          onStreet={(picked) => {
            setStreet(picked);
            set('street', picked?.code ?? '');
          }}
        />
      </ChoiceFieldset>
      <FormRow label="联系人" error={errors.contactName}>
        <Input
          maxLength={50}
          value={values.contactName}
          onChange={(event) => set('contactName', event.target.value)}
          onBlur={blur('contactName')}
        />
      </FormRow>
      <FormRow label="联系电话" error={errors.contactMobile}>
        <Input
          inputMode="tel"
          maxLength={11}
          placeholder="请输入联系人手机号"
          value={values.contactMobile}
          onChange={(event) => set('contactMobile', stripCommasAndSpaces(event.target.value))}
          onBlur={blur('contactMobile')}
        />
      </FormRow>
      <FormRow label="申请材料" required={false} helper={`可上传营业执照、财务报表等（最多${MATERIALS_MAX}个）`}>
        <UploadPictureCards field={materials} label="上传申请材料" />
      </FormRow>
    </LoanFormFrame>
  );
}
