import { describe, expect, it } from 'vitest';
import { evidenceUrl, evidenceViewer } from './evidence-url';

describe('a claim’s evidence in the workbench', () => {
  it('is served by the graph’s subsidy file route and opened in the image or PDF viewer', () => {
    expect(evidenceUrl('12', 'f/202611/abc.pdf')).toBe('/subsidy-files/12/f/202611/abc.pdf');
    expect(['pdf', 'png', 'jpg', 'gif', 'docx'].map(evidenceViewer)).toEqual(['pdf', 'image', 'image', 'image', null]);
  });
});
