import {
  buildSchema,
  type GraphQLField,
  type GraphQLSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  isUnionType,
} from 'graphql';
import { loadTypeDefs } from '../../../apps/graph/src/schema/type-defs.ts';

/** The root operation types the matrix covers; a Subscription type would be one more. */
export const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;
export type RootType = (typeof ROOT_TYPES)[number];

/** The contract's schema (schema/*.graphql, what the graph serves). */
export function contractSchema(): GraphQLSchema {
  return buildSchema(loadTypeDefs().join('\n'));
}

/** Every root field, as `Query.me`, `Mutation.logout` …, in the schema's order. */
export function rootFields(schema: GraphQLSchema): string[] {
  return ROOT_TYPES.flatMap((root) => {
    const type = schema.getType(root);
    return isObjectType(type) ? Object.keys(type.getFields()).map((field) => `${root}.${field}`) : [];
  });
}

/** The least selection that makes a valid operation: `__typename`, and a page's `total` so that none reads as empty. */
function selection(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isObjectType(type) || isInterfaceType(type))
    return 'total' in type.getFields() ? '{ __typename total }' : '{ __typename }';
  if (isUnionType(type)) return '{ __typename }';
  return '';
}

/** The operation that calls one root field with the variables given (arguments not given are left out). */
export function operationFor(
  schema: GraphQLSchema,
  rootField: string,
  variables: Record<string, unknown>,
  chosenSelection?: string,
): string {
  const [root = '', name = ''] = rootField.split('.');
  const type = schema.getType(root);
  if (!isObjectType(type)) throw new Error(`no root type ${root}`);
  const field = type.getFields()[name];
  if (!field) throw new Error(`no field ${rootField}`);
  const args = field.args.filter((arg) => arg.name in variables);
  const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const keyword = root.toLowerCase();
  return `${keyword}${declared ? `(${declared})` : ''} { ${name}${passed ? `(${passed})` : ''} ${chosenSelection ?? selection(field)} }`;
}
