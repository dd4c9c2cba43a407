import { describe, expect, it } from 'vitest';
import { documentExport, generatedDocuments, replaceDocumentCalls } from './graphql-documents-plugin.ts';

const generated = [
  "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
  'export type FirstQuery = { a: string };',
  'export const FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition"}]} as unknown as DocumentNode<FieldsFragment, unknown>;',
  'export const FirstDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query"}]} as unknown as DocumentNode<FirstQuery, FirstQueryVariables>;',
  'export const SecondDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation"}]} as unknown as DocumentNode<SecondMutation, SecondMutationVariables>;',
].join('\n');

describe('graphql() calls replaced by the generated documents', () => {
  it('names operations <Name>Document and fragments <Name>FragmentDoc', () => {
    expect(documentExport('\n  query SiteConfig {\n    siteConfig { hotline }\n  }\n')).toBe('SiteConfigDocument');
    expect(documentExport('mutation ResetMobile($input: ResetMobileInput!) { resetMobile(input: $input) }')).toBe(
      'ResetMobileDocument',
    );
    expect(documentExport('fragment ProductSummary on Product { id }')).toBe('ProductSummaryFragmentDoc');
    expect(() => documentExport('{ siteConfig { hotline } }')).toThrow(/named operation/);
  });

  it('reads every document of the generated module', () => {
    const documents = generatedDocuments(generated);
    expect([...documents.keys()]).toEqual(['FieldsFragmentDoc', 'FirstDocument', 'SecondDocument']);
    expect(JSON.parse(documents.get('SecondDocument') ?? '')).toEqual({
      kind: 'Document',
      definitions: [{ kind: 'OperationDefinition', operation: 'mutation' }],
    });
  });

  it('inlines each call and leaves other code alone', () => {
    const documents = generatedDocuments(generated);
    const source = [
      "import { graphql } from '../../gql';",
      'const A = graphql(`\n  query First { a }\n`);',
      'const B = graphql(`mutation Second { b }`);',
      'const text = "graphql( is mentioned";',
    ].join('\n');
    expect(replaceDocumentCalls(source, documents)).toBe(
      [
        "import { graphql } from '../../gql';",
        `const A = (${documents.get('FirstDocument')});`,
        `const B = (${documents.get('SecondDocument')});`,
        'const text = "graphql( is mentioned";',
      ].join('\n'),
    );
    expect(replaceDocumentCalls('const x = 1;', documents)).toBeNull();
    expect(() => replaceDocumentCalls('graphql(`query Missing { m }`)', documents)).toThrow(/npm run codegen/);
  });
});
