/**
 * index.html's part in the staged boot of apps/web/src/main.tsx (issue 10, Lighthouse):
 * - every chunk of the boot's stages (the entry's dynamic imports and what they import) is listed in
 *   `<meta name="boot-chunks">`; the entry asks for all of them at once as soon as the prerendered first screen is
 *   painted (apps/web/src/boot/boot-stages.ts), so they download side by side although the stages import
 *   them one after another. Not before the paint: the page's first paint waits for no script;
 * - the entry script (a few hundred bytes) and any modulepreload are fetched at low priority.
 */
import type { Plugin } from 'vite';

/** What the build plugins read of an output chunk. */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The chunks the boot's stages load: each dynamic import of the entry and, transitively, its static imports. */
export function bootChunks(entry: BundleChunk, bundle: Record<string, BundleChunk>): string[] {
  const found: string[] = [];
  const visit = (fileName: string): void => {
    if (fileName === entry.fileName || found.includes(fileName)) return;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') throw new Error(`boot-preload-plugin: no chunk ${fileName} in the bundle`);
    found.push(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const stage of entry.dynamicImports ?? []) visit(stage);
  return found;
}

/** Names the list of the boot's chunks in index.html. */
export const BOOT_CHUNKS_META = 'boot-chunks';

/** The HTML with the boot chunks listed and every module script and modulepreload at low priority. */
export function withBootPreloads(html: string, chunks: string[], base: string): string {
  const preloaded = new Set([...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]));
  const hrefs = chunks.map((file) => `${base}${file}`).filter((href) => !preloaded.has(href));
  const lowered = (tag: string) => (tag.includes('fetchpriority=') ? tag : tag.replace(/>$/, ' fetchpriority="low">'));
  return html
    .replace('</head>', `  <meta name="${BOOT_CHUNKS_META}" content="${hrefs.join(' ')}">\n  </head>`)
    .replace(/<script type="module"[^>]*>/g, lowered)
    .replace(/<link rel="modulepreload"[^>]*>/g, lowered);
}

/** Whether a dynamic import's host is the page's entry chunk (Vite names it after index.html). */
export function isBootEntry(hostId: string, hostType: 'html' | 'js'): boolean {
  return hostType === 'js' && /(^|\/)index-[\w-]+\.js$/.test(hostId);
}

export function bootPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'boot-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.chunk) return html;
        const bundle = context.bundle as unknown as Record<string, BundleChunk>;
        return withBootPreloads(html, bootChunks(context.chunk as unknown as BundleChunk, bundle), base);
      },
    },
  };
}
