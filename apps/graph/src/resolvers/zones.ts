import * as zones from '@sme/contract/routes/zones';
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
    // Spec §7 gives four zones a call of their own; every other zone is read through specialList.
    const ownCall = Object.hasOwn(zones.ZONE_LIST_ROUTES, key)
      ? zones.ZONE_LIST_ROUTES[key as keyof typeof zones.ZONE_LIST_ROUTES]
      : undefined;
    return ownCall ? gateway.send(ownCall, page) : gateway.send(zones.specialList, { key, ...page });
  },
  productClasses: (_parent, { preview }, { gateway }) =>
    gateway.send(zones.queryChoice, { size: previewSize(preview) }),
  productClass: (_parent, args, { gateway }) => gateway.send(zones.classDetail, productClassArgs(args)),
  relatedProducts: (_parent, args, { gateway }) => {
    const { ids, size } = relatedArgs(args);
    return gateway.send(zones.otherList, { productIdList: ids.join(','), size });
  },
  industryProducts: (_parent, args, { gateway }) => {
    const { code, page } = industryArgs(args);
    return gateway.send(zones.industryDetail, { industry: code, ...page });
  },
};

export const zonesMutation: MutationResolvers = {
  signUpForFutures: async (_parent, args, { gateway }) => {
    const { name, mobile } = futuresSignUpArgs(args);
    await gateway.send(zones.futuresSignUp, { name, mobile });
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
