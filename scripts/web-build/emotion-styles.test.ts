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

  it('keeps the CSS in plain sheets — globals in order, once each, the system’s marked — then every class', () => {
    const { head } = gatherEmotionStyles([screen, other], 'g1');
    expect(head).toContain(
      '<style>@layer reset, base;</style><style data-chakra-global="g1">:root{--x:1}</style>' +
        '<style>.css-a1{color:red}.css-b2{margin:0}.css-c3{gap:1px}</style>',
    );
    expect(head.match(/--x:1/g)).toHaveLength(1);
  });

  it('announces each sheet to emotion by an empty tag, so emotion takes every id as inserted', () => {
    const { head } = gatherEmotionStyles([screen, other], 'g1');
    expect(head).toContain(
      '<style data-emotion="css-global layers" data-s=""></style><style data-emotion="css-global g1" data-s=""></style>' +
        '<style data-emotion="css a1 b2 c3" data-s=""></style>',
    );
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
