import { describe, expect, it } from 'vitest';
import { preloadLists, staticImportsOf } from './preload-lists.ts';

const chunk = (fileName: string, imports: string[] = []) => ({ type: 'chunk' as const, fileName, imports });

const bundle = {
  'assets/start.js': chunk('assets/start.js', ['assets/react.js', 'assets/ui.js']),
  'assets/react.js': chunk('assets/react.js'),
  'assets/ui.js': chunk('assets/ui.js', ['assets/emotion.js', 'assets/react.js']),
  'assets/emotion.js': chunk('assets/emotion.js'),
  'assets/Page.js': chunk('assets/Page.js', ['assets/ui.js', 'assets/form.js']),
  'assets/form.js': chunk('assets/form.js', ['assets/react.js']),
};

/** The lists' resolveDependencies after its plugin has read `output`. */
function listsOf(output: Record<string, ReturnType<typeof chunk>>) {
  const lists = preloadLists();
  readBundle(lists, output);
  return lists;
}

function readBundle(lists: ReturnType<typeof preloadLists>, output: unknown) {
  const hook = lists.plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
  hook.handler({}, output);
}

const fromHost = (hostId: string) => ({ hostId, hostType: 'js' as const });

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
    const { resolveDependencies } = listsOf(bundle);
    const vites = ['assets/Page.js', 'assets/ui.js', 'assets/emotion.js', 'assets/react.js', 'assets/form.js'];
    expect(resolveDependencies('assets/Page.js', vites, fromHost('assets/start.js'))).toEqual([
      'assets/Page.js',
      'assets/form.js',
    ]);
    // A host that loaded nothing of it keeps the whole list.
    expect(resolveDependencies('assets/Page.js', vites, fromHost('assets/emotion.js'))).toEqual(vites);
  });

  it('filters only after reading the bundle, and leaves the HTML page’s lists alone', () => {
    const lists = preloadLists();
    const deps = ['assets/Page.js', 'assets/ui.js'];
    expect(() => lists.resolveDependencies('assets/Page.js', deps, fromHost('assets/start.js'))).toThrow(
      /did not read the bundle/,
    );
    readBundle(lists, bundle);
    expect(lists.resolveDependencies('assets/Page.js', deps, fromHost('assets/start.js'))).toEqual(['assets/Page.js']);
    expect(
      lists.resolveDependencies('assets/start.js', ['assets/start.js', 'assets/ui.js'], {
        hostId: 'index.html',
        hostType: 'html',
      }),
    ).toEqual(['assets/start.js', 'assets/ui.js']);
  });

  it("reads each build's own bundle: a host's imports found in the build before do not carry over", () => {
    const lists = listsOf(bundle);
    const deps = ['assets/Page.js', 'assets/ui.js'];
    expect(lists.resolveDependencies('assets/Page.js', deps, fromHost('assets/start.js'))).toEqual(['assets/Page.js']);
    readBundle(lists, { ...bundle, 'assets/start.js': chunk('assets/start.js', ['assets/react.js']) });
    expect(lists.resolveDependencies('assets/Page.js', deps, fromHost('assets/start.js'))).toEqual(deps);
  });
});
