import type {
  MutationResolvers,
  ProductClassResolvers,
  ProductZoneResolvers,
  QueryResolvers,
} from '#generated/resolvers-types.ts';
import {
  futuresSignUpArgs,
  industryArgs,
  previewSize,
  productClassArgs,
  relatedArgs,
  zoneArgs,
} from '#validation/zone-arguments.ts';

/** Product zones, classes and industries (schema/zones.graphql). */
export const zonesQuery: QueryResolvers = {
  productZone: (_parent, args, { gateway }) => {
    const { key, page } = zoneArgs(args);
    return gateway.zoneProducts(key, page);
  },
  productClasses: (_parent, { preview }, { gateway }) => gateway.productClassChoices(previewSize(preview)),
  productClass: (_parent, args, { gateway }) => gateway.productClassProducts(productClassArgs(args)),
  relatedProducts: (_parent, args, { gateway }) => {
    const { ids, size } = relatedArgs(args);
    return gateway.relatedProducts(ids, size);
  },
  industryProducts: (_parent, args, { gateway }) => {
    const { code, page } = industryArgs(args);
    return gateway.industryProducts(code, page);
  },
};

export const zonesMutation: MutationResolvers = {
  signUpForFutures: async (_parent, args, { gateway }) => {
    const { name, mobile } = futuresSignUpArgs(args);
    await gateway.signUpForFutures(name, mobile);
    return true;
  },
};

export const productZoneFields: ProductZoneResolvers = {
  key: (answer) => answer.zone.key,
  name: (answer) => answer.zone.name,
  slogan: (answer) => answer.zone.slogan,
  programme: (answer) => answer.zone.programme.split('\n').filter((paragraph) => paragraph.trim() !== ''),
};

export const productClassFields: ProductClassResolvers = {
  id: (productClass) => String(productClass.id),
  preview: (productClass) => productClass.products ?? [],
};
