import type { TypePolicies } from '@apollo/client';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  print,
  type SelectionSetNode,
} from 'graphql';

/**
 * Where Apollo's cache keeps an object that has no id (no `id` selected and no keyFields): inside the field that holds
 * it, under the nearest object that has one (or the root query). Two queries that select different fields of such an
 * object at the same place overwrite each other's answer unless the type merges, and each then goes back to the
 * network for the fields the other dropped. This finds those places from the schema and the documents.
 */

/** The arguments of each field from the owner down to the place, printed: `{ page: "{pageNum: 1, pageSize: $size}" }`. */
type ArgumentsPath = Record<string, string>[];

/** What one operation selects at a place, and with which arguments on the way there. */
export interface Selection {
  operation: string;
  arguments: ArgumentsPath;
  /** The fields selected, sorted. */
  fields: string[];
}

/** One place an id-less object is written to, and what the operations select there. */
export interface SharedObject {
  /** `Query.siteConfig`, `Product.applyMethod`, `Query.govDashboard.offers`: the owner with an id, then the fields. */
  place: string;
  typeName: string;
  /** A list of objects: a type's merge does not reach it (Apollo replaces the list), so it needs ids or a field policy. */
  list: boolean;
  selections: Selection[];
}

interface Walk {
  fragments: Map<string, FragmentDefinitionNode>;
  operation: string;
  places: Map<string, SharedObject>;
}

function printedArguments(node: FieldNode): Record<string, string> {
  return Object.fromEntries((node.arguments ?? []).map((argument) => [argument.name.value, print(argument.value)]));
}

/** The selected fields of a selection set, fragments spread in: response name → the field's nodes. */
function fieldsOf(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>) {
  const fields = new Map<string, { name: string; node: FieldNode; sets: SelectionSetNode[] }>();
  const add = (selections: SelectionSetNode) => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const entry = fields.get(key) ?? { name: selection.name.value, node: selection, sets: [] };
        if (selection.selectionSet) entry.sets.push(selection.selectionSet);
        fields.set(key, entry);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(selection.selectionSet);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment) throw new Error(`fragment ${selection.name.value} is not in the document`);
        add(fragment.selectionSet);
      }
    }
  };
  add(set);
  return fields;
}

/** The field's definition on a composite type (an interface's or a union member's for `__typename`). */
function fieldType(parent: GraphQLCompositeType, name: string) {
  if (!isObjectType(parent) && !isInterfaceType(parent)) return undefined;
  return parent.getFields()[name]?.type;
}

interface Owner {
  place: string;
  arguments: ArgumentsPath;
}

function walk(state: Walk, parent: GraphQLCompositeType, sets: SelectionSetNode[], owner: Owner | null): void {
  const merged: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: sets.flatMap((set) => set.selections) };
  for (const [, field] of fieldsOf(merged, state.fragments)) {
    const type = fieldType(parent, field.name);
    if (!type || field.sets.length === 0) continue;
    const named = getNamedType(type);
    if (!isCompositeType(named)) continue;
    const unwrapped = isNonNullType(type) ? type.ofType : type;
    const childFields = fieldsOf(
      { kind: Kind.SELECTION_SET, selections: field.sets.flatMap((s) => s.selections) },
      state.fragments,
    );
    const normalised = childFields.has('id') || childFields.has('_id');
    if (normalised) {
      walk(state, named, field.sets, { place: named.name, arguments: [] });
      continue;
    }
    // Under a mutation's root nothing is read back, so only what hangs under an object with an id is shared.
    const here = owner && {
      place: `${owner.place}.${field.name}`,
      arguments: [...owner.arguments, printedArguments(field.node)],
    };
    if (here) {
      const shared = state.places.get(here.place) ?? {
        place: here.place,
        typeName: named.name,
        list: isListType(unwrapped),
        selections: [],
      };
      const fields = [...new Set([...childFields.values()].map((child) => child.name))]
        .filter((name) => name !== '__typename')
        .sort();
      shared.selections.push({ operation: state.operation, arguments: here.arguments, fields });
      state.places.set(here.place, shared);
    }
    walk(state, named, field.sets, here);
  }
}

/** Every place an operation of the documents writes an id-less object to, with each operation's selection there. */
export function sharedObjects(schema: GraphQLSchema, documents: DocumentNode[]): SharedObject[] {
  const places = new Map<string, SharedObject>();
  for (const document of documents) {
    const fragments = new Map(
      document.definitions
        .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((fragment) => [fragment.name.value, fragment]),
    );
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const root = schema.getRootType(definition.operation);
      if (!root) throw new Error(`the schema has no ${definition.operation} type`);
      const operation = definition.name?.value ?? '(anonymous)';
      const owner = definition.operation === 'query' ? { place: 'Query', arguments: [] } : null;
      walk({ fragments, operation, places }, root, [definition.selectionSet], owner);
    }
  }
  return [...places.values()];
}

/**
 * Whether two selections may be stored under the same key: the same arguments on the way, where a value holding a
 * variable may turn out equal to anything at run time.
 */
function mayMeet(one: ArgumentsPath, other: ArgumentsPath): boolean {
  return one.every((level, depth) => {
    const otherLevel = other[depth] ?? {};
    const names = Object.keys(level).sort();
    if (names.join() !== Object.keys(otherLevel).sort().join()) return false;
    return names.every((name) => {
      const [mine = '', theirs = ''] = [level[name], otherLevel[name]];
      return mine.includes('$') || theirs.includes('$') || mine === theirs;
    });
  });
}

/** The pairs of operations that may write the same place with different fields (so that one's answer drops another's). */
export function differingPairs(shared: SharedObject): [Selection, Selection][] {
  const pairs: [Selection, Selection][] = [];
  shared.selections.forEach((one, index) => {
    for (const other of shared.selections.slice(index + 1)) {
      if (one.fields.join() !== other.fields.join() && mayMeet(one.arguments, other.arguments))
        pairs.push([one, other]);
    }
  });
  return pairs;
}

/** The places where operations select different fields and the cache would replace, not merge, the object. */
export function clobberedObjects(shared: SharedObject[], policies: TypePolicies): SharedObject[] {
  return shared.filter((object) => {
    if (differingPairs(object).length === 0) return false;
    const [owner = '', ...path] = object.place.split('.');
    const fieldPolicy = path.length === 1 ? policies[owner]?.fields?.[path[0] ?? ''] : undefined;
    if (fieldPolicy && typeof fieldPolicy === 'object' && fieldPolicy.merge) return false;
    return object.list || policies[object.typeName]?.merge !== true;
  });
}
