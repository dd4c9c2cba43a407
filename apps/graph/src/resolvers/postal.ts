import { postalProducts } from '@sme/contract/routes/institution-overview';
import type { QueryResolvers } from '#generated/resolvers-types.ts';

/** The postal-bank full-process zone's products: a pass to the gateway's list. */
export const postalQuery: QueryResolvers = {
  postalProducts: (_parent, _args, { gateway }) => gateway.send(postalProducts),
};
