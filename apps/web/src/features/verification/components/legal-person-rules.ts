import { ID_CARD_MESSAGE, isValidIdCardNumber, normalizeIdCardNumber } from '@sme/contract/id-card';

/** The /verified form's checks, with the gateway's wording (spec §5 ID card). */

const LEGAL_NAME = /^[\u3400-\u9fffA-Za-z·・•‧∙.\s]{2,50}$/u;

export interface LegalPersonErrors {
  name?: string;
  idNumber?: string;
}

export function checkLegalPerson(name: string, idNumber: string): LegalPersonErrors {
  const errors: LegalPersonErrors = {};
  const trimmed = name.trim();
  if (!trimmed) errors.name = '请输入法定代表人姓名';
  else if (!LEGAL_NAME.test(trimmed)) errors.name = '法定代表人姓名格式不正确';
  const number = normalizeIdCardNumber(idNumber);
  if (!number) errors.idNumber = '请输入身份证号';
  else if (!isValidIdCardNumber(number)) errors.idNumber = ID_CARD_MESSAGE;
  return errors;
}
