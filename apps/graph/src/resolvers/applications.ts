import { GatewayCode } from '@sme/contract/codes';
import { POSTAL_LOAN_INDUSTRY } from '@sme/contract/loan-status';
import * as applications from '@sme/contract/routes/applications';
import { addressData } from '@sme/contract/routes/divisions';
import type {
  LoanApplicationEventResolvers,
  LoanApplicationResolvers,
  MutationResolvers,
  QueryResolvers,
} from '#generated/resolvers-types.ts';
import {
  applicationProductTypes,
  cancellationReasons,
  guaranteeMethods,
  loanPurposes,
  repayMethods,
} from '#lookups/lists.ts';
import { loanStatusInfo } from '#lookups/loan-statuses.ts';
import { findLookup, lookupOrUnknown, lookupsFromCodes } from '#lookups/lookup.ts';
import type { LoanApplicationSource } from '#upstream/applications-records.ts';
import type { GatewayClient } from '#upstream/gateway-client.ts';
import { GatewayBusinessError } from '#upstream/upstream-errors.ts';
import { applicationPage, divisionArgs, needPublishBody, productApplyBody } from '#validation/application-arguments.ts';
import { applicationIdArg, positiveId } from '#validation/arguments.ts';

/** Spec §7: the region's prefix of an office address. */
const REGION_PREFIX = '广东省广州市';
/** Spec §4 status 6 授信: the postal flow's "use credit now". */
const CREDIT_GRANTED = 6;

/** The application as the pages show it after a write: the gateway answers the id, the detail has the rest. */
async function detailAfter(gateway: GatewayClient, write: Promise<{ id: number }>) {
  const { id } = await write;
  return gateway.send(applications.myApplicationDetail, { id });
}

export const applicationsQuery: QueryResolvers = {
  myApplications: (_parent, { page }, { gateway }) =>
    gateway.send(applications.myApplicationList, applicationPage(page)),
  myNeeds: async (_parent, { page }, { gateway }) => {
    const needs = await gateway.send(applications.myNeedList, applicationPage(page));
    return { ...needs, records: needs.records.map((need) => ({ ...need, source: 2 as const })) };
  },
  loanApplication: (_parent, { id }, { gateway }) =>
    gateway.send(applications.myApplicationDetail, { id: applicationIdArg(id) }),
  applyMethod: (_parent, { productId }, { gateway }) =>
    gateway.send(applications.applyMethod, { id: positiveId(productId, '产品ID', 'productId') }),
  addressDivisions: (_parent, args, { gateway }) => {
    return gateway.send(addressData, divisionArgs(args));
  },
};

export const applicationsMutation: MutationResolvers = {
  applyForProduct: (_parent, { input }, { gateway }) =>
    detailAfter(gateway, gateway.send(applications.productApply, productApplyBody(input))),
  publishNeed: (_parent, { input }, { gateway }) =>
    detailAfter(gateway, gateway.send(applications.needPublish, needPublishBody(input))),
  withdrawApplication: (_parent, { id }, { gateway }) =>
    detailAfter(gateway, gateway.send(applications.applicationCancel, { id: applicationIdArg(id) })),
};

/** A field the need list record (or a list record) lacks reads as null. */
const fieldOf = (record: LoanApplicationSource, key: string): unknown =>
  (record as unknown as Record<string, unknown>)[key] ?? null;
const idOrNull = (value: unknown) => (typeof value === 'number' ? String(value) : null);
const codeOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
/** The timeline: only the detail record has one. */
const eventsOf = (record: LoanApplicationSource) => ('events' in record ? record.events : undefined);

export const loanApplicationFields: LoanApplicationResolvers = {
  id: (record) => String(record.id),
  source: (record) => record.source,
  productId: (record) => idOrNull(fieldOf(record, 'productId')),
  productName: (record) => fieldOf(record, 'productName') as string | null,
  productLogo: (record) => fieldOf(record, 'productLogo') as string | null,
  productType: (record) => {
    const code = codeOrNull(record.productType);
    return code === null ? null : lookupOrUnknown(applicationProductTypes, code);
  },
  orgId: (record) => idOrNull(fieldOf(record, 'orgId')),
  orgName: (record) => fieldOf(record, 'orgName') as string | null,
  manager: (record, _args, { managers }) => {
    if ('staffManager' in record) return record.staffManager;
    const managerId = codeOrNull(fieldOf(record, 'managerId'));
    return managerId === null ? null : managers.load(managerId);
  },
  creditAmount: (record) => codeOrNull(fieldOf(record, 'creditAmount')),
  loanAmount: (record) => codeOrNull(fieldOf(record, 'loanAmount')),
  guaranteeMethods: (record) => lookupsFromCodes(guaranteeMethods, record.guaranteeMethod),
  repayMethod: (record) => {
    const code = codeOrNull(fieldOf(record, 'repayMethod'));
    return code === null ? null : (findLookup(repayMethods, code) ?? null);
  },
  loanFor: (record) => (record.loanFor === null ? null : (findLookup(loanPurposes, record.loanFor) ?? null)),
  // Spec §4: an empty or zero rate shows 无.
  interestRate: (record) => (record.interestRate ? record.interestRate : null),
  status: (record) => loanStatusInfo(record.loanStatus),
  loanIndustry: (record) => codeOrNull(fieldOf(record, 'loanIndustry')),
  isFirstLoan: (record) => {
    const value = codeOrNull(fieldOf(record, 'isFirstLoan'));
    return value === null ? null : value === 1;
  },
  failureType: (record) => {
    const code = codeOrNull(fieldOf(record, 'failureType'));
    return code === null ? null : (findLookup(cancellationReasons, code) ?? null);
  },
  failureReason: (record) => fieldOf(record, 'failureReason') as string | null,
  updateTime: (record) => record.updateTime ?? record.createTime,
  creditTime: (record) => fieldOf(record, 'creditTime') as string | null,
  lendingTime: (record) => fieldOf(record, 'lendingTime') as string | null,
  creditRemark: (record) => fieldOf(record, 'creditRemark') as string | null,
  loanRemark: (record) => fieldOf(record, 'loanRemark') as string | null,
  acceptRemark: (record) => fieldOf(record, 'acceptRemark') as string | null,
  districtName: (record) => fieldOf(record, 'districtName') as string | null,
  streetName: (record) => fieldOf(record, 'streetName') as string | null,
  contactName: (record) => fieldOf(record, 'contactName') as string | null,
  contactMobile: (record) => fieldOf(record, 'contactMobile') as string | null,
  officeAddress: (record) => {
    const district = fieldOf(record, 'districtName') as string | null;
    if (!district) return null;
    return `${REGION_PREFIX}${district}${(fieldOf(record, 'streetName') as string | null) ?? ''}`;
  },
  useCreditUrl: (record, _args, { site }) =>
    record.source === 1 &&
    fieldOf(record, 'loanIndustry') === POSTAL_LOAN_INDUSTRY &&
    record.loanStatus === CREDIT_GRANTED
      ? site.postalOnlineBankingUrl
      : null,
  applyEntry: async (record, _args, { gateway }) => {
    const productId = codeOrNull(fieldOf(record, 'productId'));
    // Detail only (the lists would make one call per row); a product no longer offered has no entry.
    if (productId === null || eventsOf(record) === undefined) return null;
    try {
      return await gateway.send(applications.applyMethod, { id: productId });
    } catch (error) {
      if (error instanceof GatewayBusinessError && error.gatewayCode === GatewayCode.PRODUCT_NOT_OFFERED) return null;
      throw error;
    }
  },
  events: (record) => eventsOf(record) ?? [],
  materials: (record) => ('materials' in record ? record.materials : []),
};

export const loanApplicationEventFields: LoanApplicationEventResolvers = {
  fromStatus: (event) => (event.fromStatus === null ? null : loanStatusInfo(event.fromStatus)),
  toStatus: (event) => loanStatusInfo(event.toStatus),
};
