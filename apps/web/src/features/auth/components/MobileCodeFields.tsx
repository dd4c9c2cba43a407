import type { TextFieldBinding } from '#shared/forms/field-binding.ts';
import type { SmsMethod } from '../sms/sms-method';
import { MobileField } from './MobileField';
import { SmsCodeField } from './SmsCodeField';

interface MobileCodeFieldsProps {
  mobile: TextFieldBinding;
  code: TextFieldBinding;
  /** What the SMS code is sent for. */
  method: SmsMethod;
  onAccountConflict?: (route: string) => void;
  mobileLabel?: string;
  mobilePlaceholder?: string;
  hideLabels?: boolean;
}

/** A mobile and the SMS code that proves it (spec §4): the mobile checked on blur, the code with its send button. */
export function MobileCodeFields({
  mobile,
  code,
  method,
  onAccountConflict,
  mobileLabel,
  mobilePlaceholder,
  hideLabels,
}: MobileCodeFieldsProps) {
  return (
    <>
      <MobileField field={mobile} label={mobileLabel} placeholder={mobilePlaceholder} hideLabel={hideLabels} />
      <SmsCodeField
        field={code}
        mobile={mobile.value}
        method={method}
        onAccountConflict={onAccountConflict}
        hideLabel={hideLabels}
      />
    </>
  );
}
