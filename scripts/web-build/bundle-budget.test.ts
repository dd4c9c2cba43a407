import { describe, expect, it } from 'vitest';
import { entryKey, initialLoad, type Manifest } from './bundle-budget.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js', '_shared-c.js'],
    dynamicImports: ['src/app/start.tsx'],
    css: ['assets/index-a.css'],
  },
  'src/app/start.tsx': {
    file: 'assets/start-s.js',
    isDynamicEntry: true,
    imports: ['_shared-c.js', '_app-g.js'],
    dynamicImports: ['src/pages/Lazy.tsx'],
  },
  '_app-g.js': { file: 'assets/app-g.js' },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_shared-c.js': { file: 'assets/shared-c.js', imports: ['_react-b.js', '_deep-d.js'] },
  '_deep-d.js': { file: 'assets/deep-d.js', css: ['assets/deep-d.css'] },
  'src/pages/Lazy.tsx': { file: 'assets/Lazy-e.js', isDynamicEntry: true, imports: ['_lazy-only-f.js'] },
  '_lazy-only-f.js': { file: 'assets/lazy-only-f.js' },
};

describe('the initial load of a page from the Vite manifest', () => {
  it('follows static imports and the entry’s boot stages transitively, once each, and leaves lazy imports out', () => {
    expect(initialLoad(manifest, entryKey(manifest))).toEqual({
      js: [
        'assets/index-a.js',
        'assets/react-b.js',
        'assets/shared-c.js',
        'assets/deep-d.js',
        'assets/start-s.js',
        'assets/app-g.js',
      ],
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
