import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './browser-storage';
import {
  forgetProvincialIdentifyUrl,
  PROVINCIAL_IDENTIFY_URL_KEY,
  readProvincialIdentifyUrl,
  storeProvincialIdentifyUrl,
} from './provincial-identify-url';
import { peekVerificationReturn, rememberVerificationReturn, takeVerificationReturn } from './verification-return';

function memory(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('the provincial identify address', () => {
  it('keeps and answers http(s) addresses only', () => {
    const storage = memory();
    expect(readProvincialIdentifyUrl(storage)).toBeNull();
    storeProvincialIdentifyUrl('javascript:alert(1)', storage);
    expect(readProvincialIdentifyUrl(storage)).toBeNull();
    storeProvincialIdentifyUrl('https://auth.gd.gov.cn/identify?back=x', storage);
    expect(readProvincialIdentifyUrl(storage)).toBe('https://auth.gd.gov.cn/identify?back=x');
    storage.map.set(PROVINCIAL_IDENTIFY_URL_KEY, 'data:text/html,x');
    expect(readProvincialIdentifyUrl(storage)).toBeNull();
    storeProvincialIdentifyUrl('https://auth.gd.gov.cn/', storage);
    forgetProvincialIdentifyUrl(storage);
    expect(readProvincialIdentifyUrl(storage)).toBeNull();
  });
});

describe('the address remembered for after the certification', () => {
  it('keeps in-portal routes only, and is taken once', () => {
    const storage = memory();
    rememberVerificationReturn('//evil.example', storage);
    rememberVerificationReturn('/verified?add=true', storage);
    expect(peekVerificationReturn(storage)).toBeNull();
    rememberVerificationReturn('/financeApply?id=3', storage);
    expect(peekVerificationReturn(storage)).toBe('/financeApply?id=3');
    expect(takeVerificationReturn(storage)).toBe('/financeApply?id=3');
    expect(takeVerificationReturn(storage)).toBe('/');
  });
});
