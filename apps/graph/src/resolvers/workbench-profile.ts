import type { CompanyProfileRecord, GovDataRecord } from '@sme/contract/routes/desk-profile';
import { orgCompanyGovData, orgCompanyProfile } from '@sme/contract/routes/desk-profile';
import type { MutationResolvers, QueryResolvers } from '#generated/resolvers-types.ts';
import { loanStatusInfo } from '#lookups/loan-statuses.ts';
import { applicationIdArg } from '#validation/arguments.ts';

/**
 * The decision desk's company profile and government data pack (schema/workbench-profile.graphql): thin calls of
 * the workbench gateway with the staff session; the gateway decides the institution, the authorisation and the ledger.
 */
export const workbenchProfileQuery: QueryResolvers = {
  orgCompanyProfile: async (_parent, { applicationId }, { workbench }) =>
    profileAnswer(await workbench.send(orgCompanyProfile, { id: applicationIdArg(applicationId) })),
  orgCompanyGovData: async (_parent, { applicationId }, { workbench }) =>
    govDataAnswer(await workbench.send(orgCompanyGovData, { id: applicationIdArg(applicationId) })),
};

export const workbenchProfileMutation: MutationResolvers = {
  refreshOrgCompanyGovData: async (_parent, { applicationId }, { workbench }) =>
    govDataAnswer(await workbench.send(orgCompanyGovData, { id: applicationIdArg(applicationId), refresh: true })),
};

function profileAnswer(record: CompanyProfileRecord) {
  return {
    ...record,
    applicationId: String(record.applicationId),
    certified: record.certification.certified,
    certifiedAt: record.certification.certifiedAt,
    preCredits: record.preCredits.map((limit) => ({ ...limit, id: String(limit.id) })),
    history: record.history.map((entry) => ({
      ...entry,
      id: String(entry.id),
      status: loanStatusInfo(entry.loanStatus),
    })),
  };
}

function govDataAnswer(record: GovDataRecord) {
  const pack = record.pack && {
    taxCreditRating: record.pack.tax.creditRating,
    taxesByYear: record.pack.tax.paidByYear,
    insuredByMonth: record.pack.insuredByMonth,
    utilities: record.pack.utilities,
  };
  return { configured: record.configured, message: record.message, fetchedAt: record.fetchedAt, pack };
}
