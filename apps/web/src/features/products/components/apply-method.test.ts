import { describe, expect, it } from 'vitest';
import { applyActionOf } from './apply-method';

describe('applyActionOf', () => {
  it('goes to our form for urlType 1, shows the QR for 2, links otherwise', () => {
    expect(applyActionOf('12', { urlType: 1, redirectUrl: null })).toEqual({
      kind: 'form',
      path: '/financeApply?productId=12',
    });
    expect(applyActionOf('12', { urlType: 2, redirectUrl: 'data:image/png;base64,AA' })).toEqual({
      kind: 'qr',
      image: 'data:image/png;base64,AA',
    });
    expect(applyActionOf('12', { urlType: 3, redirectUrl: 'https://bank.example.com/apply' })).toEqual({
      kind: 'link',
      url: 'https://bank.example.com/apply',
    });
    expect(applyActionOf('12', { urlType: 3, redirectUrl: null })).toEqual({ kind: 'unavailable' });
  });

  it('goes to /applyFromClass with the class when the product was reached from a class', () => {
    expect(applyActionOf('12', { urlType: 1, redirectUrl: null }, '3')).toEqual({
      kind: 'form',
      path: '/applyFromClass?productId=12&classId=3',
    });
    expect(applyActionOf('12', { urlType: 2, redirectUrl: 'data:image/png;base64,AA' }, '3')).toEqual({
      kind: 'qr',
      image: 'data:image/png;base64,AA',
    });
  });
});
