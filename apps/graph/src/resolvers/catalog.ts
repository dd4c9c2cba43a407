import {
  institutionList,
  productDetail,
  productList,
  topProducts as topProductsRoute,
} from '@sme/contract/routes/catalog';
import type { InstitutionResolvers, ProductResolvers, QueryResolvers } from '#generated/resolvers-types.ts';
import { guaranteeMethods, institutionTypes, productTypes, repayMethods } from '#lookups/lists.ts';
import { lookupOrUnknown, lookupsFromCodes } from '#lookups/lookup.ts';
import { positiveId } from '#validation/arguments.ts';
import { institutionListParams, productListParams, topProductsParams } from '#validation/catalog-arguments.ts';

export const catalogQuery: QueryResolvers = {
  products: (_parent, args, { gateway }) => gateway.send(productList, productListParams(args)),
  product: (_parent, { id }, { gateway }) => gateway.send(productDetail, { id: positiveId(id, '产品编号', 'id') }),
  topProducts: (_parent, args, { gateway }) => gateway.send(topProductsRoute, topProductsParams(args)),
  institutions: (_parent, args, { gateway }) => gateway.send(institutionList, institutionListParams(args)),
  institution: (_parent, { id }, { institutions }) => institutions.load(positiveId(id, '机构编号', 'id')),
};

export const productFields: ProductResolvers = {
  id: (product) => String(product.id),
  name: (product) => product.productName,
  logo: (product) => product.productLogo || product.orgLogo || '',
  productType: (product) => lookupOrUnknown(productTypes, product.productType),
  institutionId: (product) => String(product.orgId),
  institutionName: (product) => product.orgName,
  institution: (product, _args, { institutions }) => institutions.load(product.orgId),
  guaranteeMethods: (product) => lookupsFromCodes(guaranteeMethods, product.guaranteeMethod),
  repayMethods: (product) => lookupsFromCodes(repayMethods, product.repayMethod),
  minTerm: (product) => product.minPeriod,
  maxTerm: (product) => product.maxPeriod,
  introduction: (product) => product.introduction ?? null,
  conditions: (product) => product.conditions ?? null,
  materials: (product) => product.materials ?? null,
};

export const institutionFields: InstitutionResolvers = {
  id: (institution) => String(institution.id),
  name: (institution) => institution.orgName,
  institutionType: (institution) => lookupOrUnknown(institutionTypes, institution.orgType),
  introduction: (institution) => institution.intro,
};
