import { GatewayCode } from '@sme/contract/codes';
import { govDashboard, institutionResponseTimes } from '@sme/contract/routes/dashboard';
import type {
  GovDashboardResolvers,
  InstitutionResolvers,
  PublishedResponseTimesResolvers,
  QueryResolvers,
} from '#generated/resolvers-types.ts';
import { productTypes } from '#lookups/lists.ts';
import { lookupOrUnknown } from '#lookups/lookup.ts';
import type { DashboardGroupSource } from '#upstream/dashboard-group.ts';
import { GatewayBusinessError } from '#upstream/upstream-errors.ts';
import { dashboardBody } from '#validation/dashboard-arguments.ts';

/** Labels of the groups without a key (schema/dashboard.graphql). */
export const UNCLAIMED_LABEL = '待认领需求（无机构）';
export const NO_DISTRICT_LABEL = '未注明区县（融资需求）';
export const NEED_PRODUCT_TYPE_LABEL = '融资需求（无产品）';

const group = (key: string | number | null, label: string, figures: DashboardGroupSource['figures']) => ({
  key: key === null ? null : String(key),
  label,
  figures,
});

/** The government dashboard (staff session; the gateway checks the role) — a thin pass to /loan/gov/dashboard. */
export const dashboardQuery: QueryResolvers = {
  govDashboard: (_parent, { filter }, { workbench }) => workbench.send(govDashboard, dashboardBody(filter)),
};

export const govDashboardFields: GovDashboardResolvers = {
  startDate: (answer) => answer.filters.startDate,
  endDate: (answer) => answer.filters.endDate,
  institutionId: (answer) => (answer.filters.orgId === null ? null : String(answer.filters.orgId)),
  districtName: (answer) => answer.filters.districtName,
  productType: (answer) => answer.filters.productType,
  viewTargetWorkingDays: (answer) => answer.targets.viewWorkingDays,
  decideTargetWorkingDays: (answer) => answer.targets.decideWorkingDays,
  byMonth: (answer) => answer.byMonth.map((row) => group(row.month, row.month, row)),
  byInstitution: (answer) => answer.byInstitution.map((row) => group(row.orgId, row.orgName ?? UNCLAIMED_LABEL, row)),
  byDistrict: (answer) =>
    answer.byDistrict.map((row) => group(row.districtName, row.districtName ?? NO_DISTRICT_LABEL, row)),
  byProductType: (answer) =>
    answer.byProductType.map((row) =>
      group(
        row.productType,
        row.productType === null ? NEED_PRODUCT_TYPE_LABEL : lookupOrUnknown(productTypes, row.productType).label,
        row,
      ),
    ),
};

/** The portal's institution page: its published response times (public); null once it is out of service. */
export const institutionResponseTimesField: Pick<InstitutionResolvers, 'responseTimes'> = {
  responseTimes: (institution, _args, { gateway }) =>
    gateway.send(institutionResponseTimes, { orgId: institution.id }).catch((error: unknown) => {
      if (error instanceof GatewayBusinessError && error.gatewayCode === GatewayCode.NO_SUCH_OBJECT) return null;
      throw error;
    }),
};

export const publishedResponseTimesFields: PublishedResponseTimesResolvers = {
  viewTargetWorkingDays: (times) => times.targets.viewWorkingDays,
  decideTargetWorkingDays: (times) => times.targets.decideWorkingDays,
  viewMedianHours: (times) => times.view.medianHours,
  viewShareWithinTarget: (times) => times.view.shareWithinTarget,
  decideMedianHours: (times) => times.decide.medianHours,
  decideShareWithinTarget: (times) => times.decide.shareWithinTarget,
};
