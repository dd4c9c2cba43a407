import { authorisationCancel, authorisationLedger, authorisationState } from '@sme/contract/routes/authorisation';
import type {
  DataAuthorisationLedgerEntryResolvers,
  DataAuthorisationResolvers,
  DataAuthorisationStateResolvers,
  MutationResolvers,
  QueryResolvers,
} from '#generated/resolvers-types.ts';
import { paging } from '#validation/arguments.ts';
import { revocationReasonArg } from '#validation/authorisation-arguments.ts';
import { terminationDocumentPathsArg } from '#validation/file-arguments.ts';

/** The enterprise data authorisation and its revocation (schema/data-authorisation.graphql). */
export const dataAuthorisationQuery: QueryResolvers = {
  dataAuthorisation: (_parent, _args, { gateway }) => gateway.send(authorisationState),
  dataAuthorisationLedger: (_parent, { page }, { gateway }) => gateway.send(authorisationLedger, paging(page)),
};

export const dataAuthorisationMutation: MutationResolvers = {
  cancelDataAuthorisation: async (_parent, { reason, documentPaths }, { gateway }) => {
    const { revoked } = await gateway.send(authorisationCancel, {
      reason: revocationReasonArg(reason),
      documentPaths: terminationDocumentPathsArg(documentPaths),
    });
    return { revoked, state: await gateway.send(authorisationState) };
  },
};

export const dataAuthorisationStateFields: DataAuthorisationStateResolvers = {
  hasCompany: (state) => state.companyId !== null,
};

export const dataAuthorisationFields: DataAuthorisationResolvers = {
  id: (authorisation) => String(authorisation.id),
};

const LEDGER_KINDS = { grant: 'GRANT', revocation: 'REVOCATION', access: 'ACCESS', referral: 'REFERRAL' } as const;

export const dataAuthorisationLedgerEntryFields: DataAuthorisationLedgerEntryResolvers = {
  kind: (entry) => LEDGER_KINDS[entry.kind],
};
