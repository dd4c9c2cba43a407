import { companyAdd, setCompanyName } from '@sme/contract/routes/account-companies';
import { registrySearch } from '@sme/contract/routes/registry';
import type {
  CompanySearchPageResolvers,
  MutationResolvers,
  QueryResolvers,
  RegistryCompanyResolvers,
} from '#generated/resolvers-types.ts';
import { addCompanyBody, companySearchParams, setCompanyNameBody } from '#validation/company-arguments.ts';

/** The registry search, company add and the name refresh (schema/companies.graphql). */
export const companiesQuery: QueryResolvers = {
  companySearch: async (_parent, { name, page }, { gateway }) =>
    (await gateway.send(registrySearch, companySearchParams(name, page))).body,
};

export const companiesMutation: MutationResolvers = {
  addCompany: (_parent, { input }, { gateway }) => gateway.send(companyAdd, addCompanyBody(input)),
  setCompanyName: (_parent, args, { gateway }) => gateway.send(setCompanyName, setCompanyNameBody(args)),
};

export const companySearchPageFields: CompanySearchPageResolvers = {
  items: (page) => page.datas,
};

export const registryCompanyFields: RegistryCompanyResolvers = {
  uniformCode: (company) => company.tyshxydm,
  companyName: (company) => company.jgmc,
  legalPerson: (company) => company.fddbrmc ?? '',
  registrationNumber: (company) => company.djzchm ?? '',
};
