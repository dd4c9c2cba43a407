import { describe, expect, it } from 'vitest';
import { notYetLoaded, preloadLists, staticImportsOf } from './preload-lists.ts';

const chunk = (fileName: string, imports: string[] = []) => ({ type: 'chunk' as const, fileName, imports });

const bundle = {
  'assets/start.js': chunk('assets/start.js', ['assets/react.js', 'assets/ui.js']),
  'assets/react.js': chunk('assets/react.js'),
  'assets/ui.js': chunk('assets/ui.js', ['assets/emotion.js', 'assets/react.js']),
  'assets/emotion.js': chunk('assets/emotion.js'),
  'assets/Page.js': chunk('assets/Page.js', ['assets/ui.js', 'assets/form.js']),
  'assets/form.js': chunk('assets/form.js', ['assets/react.js']),
};

describe('preload lists', () => {
  it('finds what a chunk imports statically, through other chunks, once each', () => {
    expect([...staticImportsOf('assets/start.js', bundle)].sort()).toEqual([
      'assets/emotion.js',
      'assets/react.js',
      'assets/ui.js',
    ]);
    expect(staticImportsOf('assets/emotion.js', bundle).size).toBe(0);
  });

  it("drops from a lazy import's list what its host has loaded and keeps the rest in order", () => {
    const vites = ['assets/Page.js', 'assets/ui.js', 'assets/emotion.js', 'assets/react.js', 'assets/form.js'];
    expect(notYetLoaded(vites, 'assets/start.js', bundle)).toEqual(['assets/Page.js', 'assets/form.js']);
    // A host that loaded nothing of it keeps the whole list.
    expect(notYetLoaded(vites, 'assets/emotion.js', bundle)).toEqual(vites);
  });

  it('filters only after reading the bundle, and leaves the HTML page’s lists alone', () => {
    const { plugin, resolveDependencies } = preloadLists();
    const host = { hostId: 'assets/start.js', hostType: 'js' as const };
    expect(() => resolveDependencies('assets/Page.js', ['assets/Page.js', 'assets/ui.js'], host)).toThrow(
      /did not read the bundle/,
    );
    const hook = plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
    hook.handler({}, bundle);
    expect(resolveDependencies('assets/Page.js', ['assets/Page.js', 'assets/ui.js'], host)).toEqual(['assets/Page.js']);
    expect(
      resolveDependencies('assets/start.js', ['assets/start.js', 'assets/ui.js'], {
        hostId: 'index.html',
        hostType: 'html',
      }),
    ).toEqual(['assets/start.js', 'assets/ui.js']);
  });
});
