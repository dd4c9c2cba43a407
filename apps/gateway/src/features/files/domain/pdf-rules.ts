/**
 * PDF names that run something, send or fetch data, open another file or carry one (docs/decisions/0066-active-pdfs-parsed-with-node-zlib-not-a-new-pdf-library.md: active PDFs).
 * Matched after #xx escapes are undone (/J#61vaScript is /JavaScript).
 */
export const PDF_REFUSED_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'AA',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'XFA',
]);

const NAME = /\/([^\s/<>[\]()%{}]{1,127})/g;

function decodeName(name: string): string {
  return name.replace(/#([0-9A-Fa-f]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The first refused thing in a piece of PDF text: a refused name, or an /OpenAction that is an action (a dictionary
 * or a reference) rather than a destination array — opening at a page is fine, opening a URI (or anything) is not.
 */
export function refusedPdfAction(text: string): string | null {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? '');
    if (PDF_REFUSED_NAMES.has(name)) return name;
    if (name === 'OpenAction') {
      const after = text.slice((match.index ?? 0) + match[0].length).trimStart();
      if (!after.startsWith('[')) return 'OpenAction';
    }
  }
  return null;
}
