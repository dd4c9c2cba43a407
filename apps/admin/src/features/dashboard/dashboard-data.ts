import { type FragmentType, getFragmentData } from '#gql';
import type { DashboardFiguresFieldsFragment, GovDashboardQuery } from '#gql/graphql.ts';
import { DashboardFiguresFields, DashboardGroupFields } from './dashboard-operations';

/** One group's figures (a month, an institution, a district, a product type), read from its fragments. */
export interface DashboardGroup {
  key?: string | null;
  label: string;
  figures: DashboardFiguresFieldsFragment;
}

type DashboardAnswer = NonNullable<GovDashboardQuery['govDashboard']>;

/** The dashboard with its groups and figures read: charts, tables and the CSV draw from this one data set. */
export type DashboardData = Omit<
  DashboardAnswer,
  'totals' | 'byMonth' | 'byInstitution' | 'byDistrict' | 'byProductType'
> & {
  totals: DashboardFiguresFieldsFragment;
  byMonth: readonly DashboardGroup[];
  byInstitution: readonly DashboardGroup[];
  byDistrict: readonly DashboardGroup[];
  byProductType: readonly DashboardGroup[];
};

const readGroups = (groups: readonly FragmentType<typeof DashboardGroupFields>[]): DashboardGroup[] =>
  getFragmentData(DashboardGroupFields, groups).map((group) => ({
    ...group,
    figures: getFragmentData(DashboardFiguresFields, group.figures),
  }));

/** Reads the masked answer of GovDashboard once (the page memoises it per answer). */
export function readDashboard(answer: DashboardAnswer): DashboardData {
  return {
    ...answer,
    totals: getFragmentData(DashboardFiguresFields, answer.totals),
    byMonth: readGroups(answer.byMonth),
    byInstitution: readGroups(answer.byInstitution),
    byDistrict: readGroups(answer.byDistrict),
    byProductType: readGroups(answer.byProductType),
  };
}
