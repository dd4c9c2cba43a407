import { institutionCounts, institutionIcons } from '@sme/contract/routes/institution-overview';
import {
  districtFigures,
  dockingCount,
  enterpriseCount,
  INSTITUTION_LEVEL,
  loanCases,
  loanRank,
} from '@sme/contract/routes/statistics';
import type {
  InstitutionCountsResolvers,
  InstitutionIconResolvers,
  InstitutionTypeCountResolvers,
  LenderRankResolvers,
  QueryResolvers,
  SuccessCaseResolvers,
} from '#generated/resolvers-types.ts';
import { institutionTypes } from '#lookups/lists.ts';
import { lookupOrUnknown } from '#lookups/lookup.ts';
import { institutionTypesArgument, successCaseSize } from '#validation/statistics-arguments.ts';

/** Home statistics and the institution overview: thin passes to the gateway's calls. */
export const statisticsQuery: QueryResolvers = {
  financingFigures: (_parent, _args, { gateway }) => gateway.send(dockingCount),
  enterpriseFigures: (_parent, _args, { gateway }) => gateway.send(enterpriseCount),
  lenderRanking: (_parent, _args, { gateway }) => gateway.send(loanRank, { levelTag: INSTITUTION_LEVEL }),
  successCases: (_parent, { size }, { gateway }) => gateway.send(loanCases, { size: successCaseSize(size) }),
  districtFigures: (_parent, _args, { gateway }) => gateway.send(districtFigures),
  institutionIcons: (_parent, { types }, { gateway }) =>
    gateway.send(institutionIcons, { orgTypes: institutionTypesArgument(types) }),
  institutionCounts: (_parent, _args, { gateway }) => gateway.send(institutionCounts),
};

export const lenderRankFields: LenderRankResolvers = {
  institutionId: (entry) => String(entry.orgId),
  institutionName: (entry) => entry.orgName,
  institutionType: (entry) => lookupOrUnknown(institutionTypes, entry.orgType),
};

export const successCaseFields: SuccessCaseResolvers = {
  id: (entry) => String(entry.id),
  enterpriseName: (entry) => entry.entName,
  productId: (entry) => (entry.productId === null ? null : String(entry.productId)),
  institutionId: (entry) => String(entry.orgId),
  institutionName: (entry) => entry.orgName,
  term: (entry) => entry.loanPeriod,
  lentAt: (entry) => entry.lendingTime,
};

export const institutionIconFields: InstitutionIconResolvers = {
  id: (icon) => String(icon.id),
  name: (icon) => icon.orgName,
  institutionType: (icon) => lookupOrUnknown(institutionTypes, icon.orgType),
};

export const institutionCountsFields: InstitutionCountsResolvers = {
  byType: (counts) => counts.types,
};

export const institutionTypeCountFields: InstitutionTypeCountResolvers = {
  institutionType: (entry) => lookupOrUnknown(institutionTypes, entry.orgType),
};
