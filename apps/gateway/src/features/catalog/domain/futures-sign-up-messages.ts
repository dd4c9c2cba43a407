import { MOBILE_MESSAGES } from '@sme/contract/fields';

/** The futures zone's sign-up messages (spec §5 wording for the mobile). */
export const SIGN_UP_MESSAGES = {
  nameRequired: '请输入姓名',
  nameMalformed: '请输入正确的姓名（2-20个字）',
  mobileRequired: MOBILE_MESSAGES.required,
  mobileMalformed: MOBILE_MESSAGES.malformed,
  tooFrequent: '报名过于频繁，请稍后再试',
} as const;
