import { describe, expect, it } from 'vitest';
import { bootChunks, withBootPreloads } from './boot-preload-plugin.ts';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  dynamicImports,
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/tiny.js'], ['assets/client.js', 'assets/start.js']),
  'assets/tiny.js': chunk('assets/tiny.js'),
  'assets/client.js': chunk('assets/client.js', ['assets/react.js']),
  'assets/react.js': chunk('assets/react.js'),
  'assets/start.js': chunk('assets/start.js', ['assets/react.js', 'assets/ui.js'], ['assets/Lazy.js']),
  'assets/ui.js': chunk('assets/ui.js', ['assets/tiny.js']),
  'assets/Lazy.js': chunk('assets/Lazy.js', ['assets/lazy-only.js']),
  'assets/lazy-only.js': chunk('assets/lazy-only.js'),
};

describe('bootChunks', () => {
  it('takes each boot stage and its static imports, once each, and no lazy chunk further down', () => {
    expect(bootChunks(bundle['assets/index.js'], bundle)).toEqual([
      'assets/client.js',
      'assets/react.js',
      'assets/start.js',
      'assets/ui.js',
      'assets/tiny.js',
    ]);
  });

  it('refuses a stage missing from the bundle', () => {
    expect(() => bootChunks(chunk('assets/index.js', [], ['assets/gone.js']), bundle)).toThrow(/assets\/gone.js/);
  });
});

describe('withBootPreloads', () => {
  const html =
    '<head>\n<script type="module" crossorigin src="/assets/index.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/tiny.js">\n</head><body></body>';

  it('lists the chunks not yet preloaded for the entry, and lowers every module script and preload', () => {
    const result = withBootPreloads(html, ['assets/client.js', 'assets/start.js', 'assets/tiny.js'], '/');
    expect(result).toContain('<script type="module" crossorigin src="/assets/index.js" fetchpriority="low"></script>');
    expect(result).toContain('<link rel="modulepreload" crossorigin href="/assets/tiny.js" fetchpriority="low">');
    expect(result).toContain('<meta name="boot-chunks" content="/assets/client.js /assets/start.js">');
    expect(result.match(/modulepreload/g)).toHaveLength(1);
    expect(result.indexOf('boot-chunks')).toBeLessThan(result.indexOf('</head>'));
  });

  it('uses the build’s base path', () => {
    expect(withBootPreloads(html, ['assets/client.js'], '/admin/')).toContain('content="/admin/assets/client.js"');
  });
});
