import type { Resolvers } from '../generated/resolvers-types.ts';
import { catalogQuery, institutionFields, productFields } from './catalog.ts';
import { rootMutation, rootQuery } from './root.ts';

/** All resolvers; each area adds its Query/Mutation fields and type resolvers here. */
export const resolvers: Resolvers = {
  Query: { ...rootQuery, ...catalogQuery },
  Mutation: { ...rootMutation },
  Product: productFields,
  Institution: institutionFields,
};
