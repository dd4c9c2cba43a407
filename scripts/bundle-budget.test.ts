import { describe, expect, it } from 'vitest';
import { entryKey, initialLoad, type Manifest } from './bundle-budget.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js', '_shared-c.js'],
    dynamicImports: ['src/pages/Lazy.tsx'],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_shared-c.js': { file: 'assets/shared-c.js', imports: ['_react-b.js', '_deep-d.js'] },
  '_deep-d.js': { file: 'assets/deep-d.js', css: ['assets/deep-d.css'] },
  'src/pages/Lazy.tsx': { file: 'assets/Lazy-e.js', isDynamicEntry: true, imports: ['_lazy-only-f.js'] },
  '_lazy-only-f.js': { file: 'assets/lazy-only-f.js' },
};

describe('the initial load of a page from the Vite manifest', () => {
  it('follows static imports transitively, once each, and leaves dynamic imports out', () => {
    expect(initialLoad(manifest, entryKey(manifest))).toEqual({
      js: ['assets/index-a.js', 'assets/react-b.js', 'assets/shared-c.js', 'assets/deep-d.js'],
      css: ['assets/index-a.css', 'assets/deep-d.css'],
    });
  });

  it('refuses a manifest without the page entry or with a dangling import', () => {
    expect(() => entryKey({ 'other.html': { file: 'x.js', isEntry: true } })).toThrow(/index.html/);
    expect(() =>
      initialLoad({ 'index.html': { file: 'a.js', isEntry: true, imports: ['_gone.js'] } }, 'index.html'),
    ).toThrow(/_gone.js/);
  });
});
