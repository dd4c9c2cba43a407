import { describe, expect, it } from 'vitest';
import { gatherEmotionStyles } from './emotion-styles.ts';

const screen =
  '<style data-emotion="css-global layers">@layer reset, base;</style>' +
  '<style data-emotion="css-global g1">:root{--x:1}</style>' +
  '<div><style data-emotion="css a1">.css-a1{color:red}</style><p class="css-a1">甲</p>' +
  '<style data-emotion="css b2">.css-b2{margin:0}</style><span class="css-b2">乙</span></div>';
const other =
  '<style data-emotion="css-global g1">:root{--x:1}</style>' +
  '<style data-emotion="css a1">.css-a1{color:red}</style><style data-emotion="css c3">.css-c3{gap:1px}</style><i></i>';

describe('gatherEmotionStyles', () => {
  it('takes every style tag out of the visible screen and drops the other renders’ HTML', () => {
    const { html } = gatherEmotionStyles([screen, other], 'g1');
    expect(html).toBe('<div><p class="css-a1">甲</p><span class="css-b2">乙</span></div>');
  });

  it('keeps the global sheets in order, once each, and marks the system’s', () => {
    const { head } = gatherEmotionStyles([screen, other], 'g1');
    expect(head.match(/data-emotion="css-global/g)).toHaveLength(2);
    expect(head.indexOf('css-global layers')).toBeLessThan(head.indexOf('css-global g1'));
    expect(head).toContain('<style data-emotion="css-global g1" data-s="" data-chakra-global="">:root{--x:1}</style>');
    expect(head).toContain('<style data-emotion="css-global layers" data-s="">');
  });

  it('puts the classes of every render into one sheet whose ids emotion takes as inserted', () => {
    const { head } = gatherEmotionStyles([screen, other], 'g1');
    expect(head).toContain(
      '<style data-emotion="css a1 b2 c3" data-s="">.css-a1{color:red}.css-b2{margin:0}.css-c3{gap:1px}</style>',
    );
    expect(head.indexOf('css-global g1')).toBeLessThan(head.indexOf('css a1'));
  });

  it('fails when the system’s global sheet is not in the render', () => {
    expect(() => gatherEmotionStyles([screen], 'missing')).toThrow(/no global style sheet named missing/);
  });

  it('fails on styles of two emotion caches', () => {
    expect(() => gatherEmotionStyles([`${screen}<style data-emotion="other z">.z{}</style>`], 'g1')).toThrow(
      /two caches/,
    );
  });
});
