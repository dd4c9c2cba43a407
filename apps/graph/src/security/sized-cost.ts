import type {
  FieldNode,
  GraphQLField,
  GraphQLNamedType,
  GraphQLSchema,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';
import { QueryLimitError } from '#errors/query-limit-error.ts';
import { graphqlRuntime } from './graphql-runtime.ts';

const {
  getArgumentValues,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
} = graphqlRuntime;

const OBJECT_COST = 2;
const SCALAR_COST = 1;
/** The size arguments the schema uses: a field's `size`, and `pageSize` inside its paging input. */
const SIZE_ARGUMENTS = new Set(['size', 'pageSize', 'first', 'limit']);
/** Most a size or list argument counts for when the gateway has no tighter maximum of its own. */
const DEFAULT_BOUND = 50;
/** The gateway's own maxima where they differ from DEFAULT_BOUND ("Type.field.argument[.inputField]"). */
const BOUNDS: Readonly<Record<string, number>> = {
  'Query.relatedProducts.size': 20,
  'Query.companySearch.page.pageSize': 99,
};

export const COST_MESSAGE = '查询过于复杂，请减少查询的字段、数量或层级';

type Variables = Record<string, unknown>;

/**
 * How many items a field stands for: the largest of its size arguments (size, first, page.pageSize — the value sent
 * or the schema's default) and the lengths of its list arguments, each bounded by the gateway's maximum for it (a
 * larger value is refused by the resolver anyway). 1 for a field without them.
 */
export function sizeFactor(
  parentName: string,
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Variables,
) {
  let values: Record<string, unknown>;
  try {
    values = getArgumentValues(field, node, variables);
  } catch {
    return 1; // Execution refuses the arguments before anything is fetched.
  }
  let factor = 1;
  const count = (value: unknown, key: string) => {
    const bound = BOUNDS[key] ?? DEFAULT_BOUND;
    if (typeof value === 'number' && Number.isFinite(value))
      factor = Math.max(factor, Math.min(Math.max(value, 1), bound));
    if (Array.isArray(value)) factor = Math.max(factor, Math.min(value.length, bound));
  };
  for (const argument of field.args) {
    const key = `${parentName}.${field.name}.${argument.name}`;
    const value = values[argument.name];
    const type = isNonNullType(argument.type) ? argument.type.ofType : argument.type;
    if (isListType(type)) count(value, key);
    else if (SIZE_ARGUMENTS.has(argument.name)) count(value, key);
    else if (isInputObjectType(type)) {
      const given = (value ?? {}) as Record<string, unknown>;
      for (const inner of Object.values(type.getFields())) {
        if (SIZE_ARGUMENTS.has(inner.name)) count(given[inner.name] ?? inner.defaultValue, `${key}.${inner.name}`);
      }
    }
  }
  return factor;
}

/**
 * The cost of an operation with list sizes counted: a scalar 1, an object 2 plus its selection, and a field with
 * size or list arguments that times its sizeFactor (15 aliases of relatedProducts(size: 20) cost 300 products, not
 * 15). Fragments count where they are spread; a fragment spread within itself counts once.
 */
export function sizedCost(
  schema: GraphQLSchema,
  context: Pick<ValidationContext, 'getFragment'>,
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType,
  variables: Variables,
  spread: ReadonlySet<string> = new Set(),
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      if (!isObjectType(parent) && !isInterfaceType(parent)) continue;
      const field = parent.getFields()[selection.name.value];
      if (!field) continue;
      const type = getNamedType(field.type);
      const itself =
        isLeafType(type) || !selection.selectionSet
          ? SCALAR_COST
          : OBJECT_COST + sizedCost(schema, context, selection.selectionSet, type, variables, spread);
      total += itself * sizeFactor(parent.name, field, selection, variables);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
      if (type) total += sizedCost(schema, context, selection.selectionSet, type, variables, spread);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      const type = fragment && schema.getType(fragment.typeCondition.name.value);
      if (!fragment || !type || spread.has(name)) continue;
      total += sizedCost(schema, context, fragment.selectionSet, type, variables, new Set([...spread, name]));
    }
  }
  return total;
}

/**
 * A validation rule refusing an operation whose sized cost is above maxCost. It needs the request's variables (a
 * page size is usually one), so it runs once the operation is known (sized-cost-plugin.ts), not with armor's rules.
 */
export function sizedCostRule(maxCost: number, variables: Variables, operationName?: string | null): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      if (operationName && node.name?.value !== operationName) return false;
      const root = context.getSchema().getRootType(node.operation);
      if (!root) return false;
      const cost = sizedCost(context.getSchema(), context, node.selectionSet, root, variables);
      if (cost > maxCost) context.reportError(new QueryLimitError(COST_MESSAGE, 'cost'));
      return false;
    },
  });
}
