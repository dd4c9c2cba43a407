import { useState } from 'react';
import { bindField, type FieldMessages } from '#shared/forms/field-binding.ts';
import { mobileRule, smsCodeRule } from '#shared/validation/account-rules.ts';

/** A form's mobile and its SMS code: their values, their bindings for MobileCodeFields, their submit checks. */
export function useMobileCode(form: FieldMessages<'mobile' | 'code'>, initialMobile: string | (() => string) = '') {
  const [mobile, setMobile] = useState(initialMobile);
  const [code, setCode] = useState('');
  return {
    mobile,
    code,
    fields: { mobile: bindField(form, 'mobile', mobile, setMobile), code: bindField(form, 'code', code, setCode) },
    checks: { mobile: () => mobileRule(mobile), code: () => smsCodeRule(code) },
    clear: () => {
      setMobile('');
      setCode('');
    },
  };
}
