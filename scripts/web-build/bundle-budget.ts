/**
 * The chunks a page loads before any interaction, read from Vite's build manifest (`build.manifest: true`): the entry,
 * the stages of its boot (the entry's own dynamic imports: apps/web/src/main.tsx imports the app in stages, and
 * index.html announces them as modulepreloads) and, transitively, every chunk those import statically. Dynamic
 * imports further down (lazy routes, dialogs loaded on demand) are left out: they load later.
 */
export interface ManifestChunk {
  file: string;
  /** The chunk's name (a lazy page's file name, a library's chunk); its file is named by its hash alone. */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface InitialLoad {
  /** JavaScript files, the entry first, then in the order they are reached. */
  js: string[];
  /** Stylesheets those chunks bring in. */
  css: string[];
}

/** The manifest key of the page's entry: index.html's module script. */
export function entryKey(manifest: Manifest, html = 'index.html'): string {
  const chunk = manifest[html];
  if (!chunk?.isEntry) throw new Error(`the manifest has no entry for ${html}`);
  return html;
}

export function initialLoad(manifest: Manifest, entry: string): InitialLoad {
  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no chunk for it`);
    js.push(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const stage of manifest[entry]?.dynamicImports ?? []) visit(stage);
  return { js, css: [...css] };
}
