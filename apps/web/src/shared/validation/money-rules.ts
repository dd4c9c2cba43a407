/**
 * Spec §5 money and term rules with their exact texts ('{label}必须为数字，且最多保留2位小数', '{label}不能超过2位数',
 * '{label}必须为整数'). A rule answers the message to show, or null when the value passes.
 */
import { MONEY_TEXT_PATTERN } from '@sme/contract/fields';
import type { Rule } from './account-rules';

const INTEGER_PATTERN = /^\d+$/;

export const moneyFormatText = (label: string) => `${label}必须为数字，且最多保留2位小数`;
export const twoDigitsText = (label: string) => `${label}不能超过2位数`;
export const integerText = (label: string) => `${label}必须为整数`;
export const requiredText = (label: string) => `请输入${label}`;

/** An upper limit and the text shown above it (the server's, so the form refuses what the server would). */
export interface MoneyLimit {
  max: number;
  text: string;
}

/** Money: required, digits with at most 2 decimals, above zero, and at most the limit when there is one. */
export function moneyRule(
  label: string,
  { allowZero = false, limit }: { allowZero?: boolean; limit?: MoneyLimit } = {},
): Rule {
  return (value) => {
    const text = value.trim();
    if (text === '') return requiredText(label);
    if (!MONEY_TEXT_PATTERN.test(text)) return moneyFormatText(label);
    if (!allowZero && Number(text) === 0) return `${label}必须大于0`;
    if (limit && Number(text) > limit.max) return limit.text;
    return null;
  };
}

/** The optional money rule of spec §5: at most 2 integer digits (e.g. an annual rate in percent). */
export function twoIntegerDigitsRule(label: string): Rule {
  return (value) => {
    const money = moneyRule(label, { allowZero: true })(value);
    if (money) return money;
    const [whole = ''] = value.trim().split('.');
    return whole.replace(/^0+(?=\d)/, '').length > 2 ? twoDigitsText(label) : null;
  };
}

/** Term: required, an integer, within [min, max]. */
export function termRule(label: string, min: number, max: number): Rule {
  return (value) => {
    const text = value.trim();
    if (text === '') return requiredText(label);
    if (!INTEGER_PATTERN.test(text)) return integerText(label);
    const months = Number(text);
    return months < min || months > max ? `${label}须在${min}至${max}之间` : null;
  };
}

/** The input variant of spec §5 that strips what is not part of a number as typed (digits and one point). */
export function keepMoneyCharacters(value: string): string {
  const digits = value.replace(/[^\d.]/g, '');
  const point = digits.indexOf('.');
  return point === -1 ? digits : `${digits.slice(0, point + 1)}${digits.slice(point + 1).replace(/\./g, '')}`;
}
