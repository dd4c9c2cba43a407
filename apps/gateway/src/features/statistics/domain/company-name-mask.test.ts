import { describe, expect, it } from 'vitest';
import { maskCompanyName } from './company-name-mask.ts';

describe('maskCompanyName', () => {
  it('keeps the place and the legal-form ending and hides the trade name', () => {
    expect(maskCompanyName('广州平磊化工有限公司')).toBe('广州**化工有限公司');
    expect(maskCompanyName('广州市天河区领博大排档')).toBe('广州市天河区**大排档');
    expect(maskCompanyName('黄埔区程汇肉菜档')).toBe('黄埔区**肉菜档');
    expect(maskCompanyName('乾璟鞋业（广州）有限公司')).toBe('**鞋业（广州）有限公司');
    expect(maskCompanyName('广州禾丰农业股份有限公司')).toBe('广州**农业股份有限公司');
  });

  it('never shows a short name whole', () => {
    expect(maskCompanyName('广州有限公司')).toBe('广州**公司');
    expect(maskCompanyName('甲乙')).toBe('**');
    expect(maskCompanyName('  广州市越秀区顺景  ')).toBe('广州市越秀区**');
  });
});
