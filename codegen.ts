import type { CodegenConfig } from '@graphql-codegen/cli';

// Server: typed resolvers whose parent types are the gateway's records (mappers).
// Client: the client preset, typed documents consumed by Apollo's useQuery/useMutation.
const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema/*.graphql',
  generates: {
    'apps/graph/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        contextType: '../context.ts#GraphContext',
        mappers: {
          Product: '../upstream/records.ts#ProductRecord',
          Institution: '../upstream/records.ts#InstitutionRecord',
          Policy: '../upstream/content-records.ts#PolicyRecord',
          PolicyDepartment: '../upstream/content-records.ts#PolicyDepartmentRecord',
          Article: '../upstream/content-records.ts#ArticleRecord',
          Lookup: '../lookups/lookup.ts#LookupEntry',
          Captcha: '../upstream/account-records.ts#CaptchaRecord',
          LoginCompany: '../upstream/account-records.ts#LoginCompanyRecord',
          AccountCompany: '../upstream/account-records.ts#AccountCompanyRecord',
          UserInfo: '../upstream/account-records.ts#UserInfoRecord',
          Protocol: '../upstream/account-records.ts#ProtocolRecord',
          ProtocolDetail: '../upstream/account-records.ts#ProtocolDetailRecord',
          VerificationState: '../upstream/identity-records.ts#LegalPersonCheckRecord',
          FaceCheck: '../upstream/identity-records.ts#FaceCheckRecord',
          FaceCheckStart: '../upstream/identity-records.ts#FaceCheckStartRecord',
          LegalPersonConfirmation: '../upstream/identity-records.ts#LegalPersonConfirmationRecord',
          RegistryCompany: '../upstream/company-records.ts#RegistryCompanyRecord',
          CompanySearchPage: '../upstream/company-records.ts#CompanySearchRecord',
          ImportDetail: '../upstream/import-records.ts#ImportDetailRecord',
          CanteenUser: '../upstream/canteen-records.ts#CanteenUserRecord',
          DataAuthorisationState: '../upstream/authorisation-records.ts#DataAuthorisationStateRecord',
          DataAuthorisation: '../upstream/authorisation-records.ts#DataAuthorisationRecord',
          DataAuthorisationLedgerEntry: '../upstream/authorisation-records.ts#DataAuthorisationLedgerRecord',
          DataAuthorisationRevocationResult:
            '../upstream/authorisation-records.ts#DataAuthorisationRevocationResultRecord',
          LoanApplication: '../upstream/applications-records.ts#LoanApplicationSource',
          LoanApplicationPage: '../upstream/applications-records.ts#LoanApplicationPageRecord',
          LoanApplicationEvent: '../upstream/applications-records.ts#ApplicationEventRecord',
          LoanStatusInfo: '../lookups/loan-statuses.ts#LoanStatusView',
          InstitutionManager: '../upstream/applications-records.ts#ManagerRecord',
          ApplyMethod: '../upstream/applications-records.ts#ApplyMethodRecord',
          AddressDivision: '../upstream/applications-records.ts#DivisionRecord',
          QuotaEstimate: '../upstream/estimate-records.ts#QuotaEstimateRecord',
          PreCredit: '../upstream/estimate-records.ts#PreCreditRecord',
          PreCreditState: '../upstream/estimate-records.ts#PreCreditStateRecord',
          CreditSummary: '../upstream/estimate-records.ts#CreditSummaryRecord',
          EquityApplicationResult: '../upstream/estimate-records.ts#EquitySubmittedRecord',
          ProductZone: '../upstream/zone-records.ts#ZoneProductsRecord',
          ProductClass: '../upstream/zone-records.ts#ProductClassRecord',
          ProductClassProducts: '../upstream/zone-records.ts#ProductClassProductsRecord',
          IndustryProducts: '../upstream/zone-records.ts#IndustryProductsRecord',
          LenderRank: '../upstream/statistics-records.ts#LoanRankRecord',
          SuccessCase: '../upstream/statistics-records.ts#LoanCaseRecord',
          InstitutionIcon: '../upstream/statistics-records.ts#InstitutionIconRecord',
          InstitutionCounts: '../upstream/statistics-records.ts#InstitutionCountRecord',
          InstitutionTypeCount: '../upstream/statistics-records.ts#InstitutionTypeCountRecord',
        },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
      },
    },
    'apps/web/src/gql/': {
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
  // Generated folders are excluded from Biome (biome.json), so the hook must not fail when it processes nothing.
  hooks: { afterAllFileWrite: ['biome format --write --no-errors-on-unmatched'] },
};

export default config;
