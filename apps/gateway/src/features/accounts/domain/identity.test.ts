import { parsePortalReturn } from '@sme/contract/routes/identity';
import { describe, expect, it } from 'vitest';
import { maskPersonName } from '#shared/mask.ts';
import { faceKeyTarget, normalizeLegalName, providerReturnUrl, sameLegalName } from './identity.ts';

describe('parsePortalReturn (foreBackUrl as the graph builds it)', () => {
  it('reads the origin and the hash route', () => {
    expect(parsePortalReturn('https://sme.example.gov.cn/#/verified?add=true')).toEqual({
      origin: 'https://sme.example.gov.cn',
      route: '/verified?add=true',
    });
    expect(parsePortalReturn('http://127.0.0.1:8080/#/verified')).toEqual({
      origin: 'http://127.0.0.1:8080',
      route: '/verified',
    });
  });

  it('refuses anything that could lead elsewhere or carry script', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>#/x',
      '//evil.example/#/verified',
      'https://a@sme.example.gov.cn/#/verified',
      'https://sme.example.gov.cn/login#/verified',
      'https://sme.example.gov.cn/?x=1#/verified',
      'https://sme.example.gov.cn/#//evil.example',
      'https://sme.example.gov.cn/#/\\evil.example',
      'https://sme.example.gov.cn/#/verified"onload="x',
      'https://sme.example.gov.cn/#/a b',
      'https://sme.example.gov.cn/',
      `https://sme.example.gov.cn/#/${'a'.repeat(500)}`,
    ]) {
      expect(parsePortalReturn(value), value).toBeNull();
    }
  });
});

describe('face keys', () => {
  it('the provider returns to the portal home with the key only', () => {
    expect(providerReturnUrl('https://sme.example.gov.cn', 'KEY')).toBe('https://sme.example.gov.cn/#/?faceKey=KEY');
  });

  it('the key leads to the asked route with the certToken, replacing any earlier one', () => {
    expect(faceKeyTarget('/verified', 'T1')).toBe('/verified?certToken=T1');
    expect(faceKeyTarget('/verified?add=true', 'T1')).toBe('/verified?add=true&certToken=T1');
    expect(faceKeyTarget('/verified?certToken=OLD&faceKey=K&add=true', 'T2')).toBe('/verified?add=true&certToken=T2');
  });
});

describe('legal representative names', () => {
  it('compare without spaces and with one kind of middle dot', () => {
    expect(sameLegalName(' 王 建国 ', '王建国')).toBe(true);
    expect(sameLegalName('阿卜杜拉・买买提', '阿卜杜拉·买买提')).toBe(true);
    expect(sameLegalName('john smith', 'JOHN SMITH')).toBe(true);
    expect(sameLegalName('王建军', '王建国')).toBe(false);
    expect(sameLegalName('', '')).toBe(false);
    expect(normalizeLegalName('A • B')).toBe('A·B');
  });

  it('are masked in the middle', () => {
    expect(maskPersonName('林晓燕')).toBe('林*燕');
    expect(maskPersonName('陈志')).toBe('陈*');
    expect(maskPersonName('欧阳明月')).toBe('欧**月');
    expect(maskPersonName('王')).toBe('*');
    expect(maskPersonName('')).toBe('');
  });
});
