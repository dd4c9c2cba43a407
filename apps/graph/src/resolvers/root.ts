import type { MutationResolvers, QueryResolvers } from '#generated/resolvers-types.ts';
import { lookupsForGraphQL } from '#lookups/lists.ts';

export const rootQuery: QueryResolvers = {
  ok: () => true,
  lookups: () => lookupsForGraphQL(),
  siteConfig: (_parent, _args, { site }) => site,
};

export const rootMutation: MutationResolvers = {
  noop: () => true,
};
