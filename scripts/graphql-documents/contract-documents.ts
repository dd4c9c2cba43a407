import fs from 'node:fs';
import path from 'node:path';
import type { DocumentNode } from 'graphql';
import { generatedDocuments } from '../web-build/graphql-documents-plugin.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The contract's SDL (schema/*.graphql, what the graph serves), for the caller's own graphql to build: the graph's
 * rules need Apollo's copy of graphql (apps/graph/src/security/graphql-runtime.ts), other checks the ES module one.
 */
export function contractSdl(): string {
  return fs
    .readdirSync(path.join(root, 'schema'))
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => fs.readFileSync(path.join(root, 'schema', name), 'utf8'))
    .join('\n');
}

/** The operations an app sends, by their generated export name (codegen's client preset). */
export function appOperations(app: 'web' | 'admin'): [name: string, document: DocumentNode][] {
  const generated = fs.readFileSync(path.join(root, `apps/${app}/src/gql/graphql.ts`), 'utf8');
  return [...generatedDocuments(generated)]
    .filter(([name]) => name.endsWith('Document'))
    .map(([name, json]) => [name, JSON.parse(json) as DocumentNode]);
}
