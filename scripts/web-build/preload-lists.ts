/**
 * Shorter preload lists for lazy imports. Vite gives each `import()` the list of chunks to preload with it: the
 * imported chunk and, transitively, its static imports. The host chunk's own static imports are in that list too,
 * although they have always loaded before the host runs: a module runs only after its static imports. In the portal
 * the route table is such a host, and its 65 lists repeated React, Chakra and the router's chunks in the first load.
 * `preloadLists()` drops them: the plugin reads the bundle before Vite writes the lists, and `resolveDependencies`
 * filters each list by its host.
 */
import type { Plugin } from 'vite';
import type { BundleChunk } from './boot-preload-plugin.ts';

/** The chunks `host` imports statically, directly or through others (the host itself not included). */
export function staticImportsOf(host: string, bundle: Record<string, BundleChunk>): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string): void => {
    for (const imported of bundle[fileName]?.imports ?? []) {
      if (found.has(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  visit(host);
  return found;
}

type ResolveDependencies = (
  file: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/**
 * The plugin that reads the bundle, and the `build.modulePreload.resolveDependencies` that uses it. A host's static
 * imports are found once per build: the route table hosts 65 lazy imports.
 */
export function preloadLists(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let bundle: Record<string, BundleChunk> | undefined;
  const loadedBy = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'preload-lists',
      apply: 'build',
      // Before Vite's own generateBundle, which writes the lists.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Record<string, BundleChunk>;
          loadedBy.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js') return deps;
      if (!bundle) throw new Error('preload-lists: the plugin did not read the bundle before Vite wrote the lists');
      let loaded = loadedBy.get(hostId);
      if (!loaded) {
        loaded = staticImportsOf(hostId, bundle);
        loadedBy.set(hostId, loaded);
      }
      // A dynamic import's list without what its host has loaded already.
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
