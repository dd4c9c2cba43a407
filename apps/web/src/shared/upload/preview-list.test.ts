import { describe, expect, it } from 'vitest';
import { readPreviewList, viewerHref } from './preview-list';

const src = `/files/f/202611/${'a'.repeat(32)}.pdf`;

describe('readPreviewList', () => {
  it('reads the {title, src} items the widget stored', () => {
    expect(readPreviewList(JSON.stringify([{ title: '授权书.pdf', src }]))).toEqual([{ title: '授权书.pdf', src }]);
  });

  it('drops anything that is not one of our /files/ addresses, and survives garbage', () => {
    const crafted = [
      { title: 'x', src: 'https://evil.example/a.pdf' },
      { title: 'x', src: 'javascript:alert(1)' },
      { title: 'x', src: '/files/../graphql' },
      { title: 1, src },
      null,
    ];
    expect(readPreviewList(JSON.stringify(crafted))).toEqual([]);
    expect(readPreviewList('{not json')).toEqual([]);
    expect(readPreviewList(JSON.stringify({ title: 'x', src }))).toEqual([]);
    expect(readPreviewList(null)).toEqual([]);
  });
});

describe('viewerHref', () => {
  it('points at the viewer routes of spec §2 with the index', () => {
    expect(viewerHref('image', 2)).toBe('#/imgPage?fileIndex=2');
    expect(viewerHref('pdf', 0)).toBe('#/PDFShow?fileIndex=0');
  });
});
