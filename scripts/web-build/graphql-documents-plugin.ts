/**
 * Build-time replacement of the client preset's `graphql(`…`)` calls by the generated document itself, inlined into
 * the calling module (the idea of the preset's Babel plugin; @vitejs/plugin-react 6 runs no Babel). Without it,
 * `gql/gql.ts`'s map of every operation is reachable from the first screen, so the entry carries every document of
 * the portal; importing from `gql/graphql.ts` would not help either, as a bundler keeps one module in one chunk.
 * Inlined, each lazy chunk carries only its own documents (issue 10, first-load budget).
 */
import fs from 'node:fs';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const FIRST_DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
const GENERATED_DOCUMENT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;

/** The generated export for a document's text: `<Name>Document` for operations, `<Name>FragmentDoc` for fragments. */
export function documentExport(text: string): string {
  const match = FIRST_DEFINITION.exec(text);
  if (!match)
    throw new Error(`a graphql() document without a named operation or fragment: ${text.trim().slice(0, 60)}`);
  return match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
}

/** The documents of the generated `graphql.ts`, by export name, as the JSON text of their AST. */
export function generatedDocuments(generatedSource: string): Map<string, string> {
  return new Map([...generatedSource.matchAll(GENERATED_DOCUMENT)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

/** Source with each `graphql(`…`)` call replaced by its generated document; null when it has no such call. */
export function replaceDocumentCalls(source: string, documents: Map<string, string>): string | null {
  let calls = 0;
  const replaced = source.replace(CALL, (_call, text: string) => {
    const name = documentExport(text);
    const document = documents.get(name);
    if (document === undefined) throw new Error(`${name} is not in the generated documents: run \`npm run codegen\``);
    calls += 1;
    return `(${document})`;
  });
  return calls === 0 ? null : replaced;
}

/** The Vite plugin: every TypeScript module of the web outside the generated folder. */
export function graphqlDocumentsPlugin(options: { generatedDir: string }) {
  let documents = new Map<string, string>();
  return {
    name: 'sme-graphql-documents',
    enforce: 'pre' as const,
    buildStart(): void {
      documents = generatedDocuments(fs.readFileSync(`${options.generatedDir}/graphql.ts`, 'utf8'));
    },
    transform(code: string, id: string): { code: string; map: null } | null {
      if (!/\.tsx?$/.test(id) || id.startsWith(options.generatedDir) || id.includes('/node_modules/')) return null;
      if (!code.includes('graphql(')) return null;
      const replaced = replaceDocumentCalls(code, documents);
      return replaced === null ? null : { code: replaced, map: null };
    },
  };
}
