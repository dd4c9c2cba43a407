import type { ManagerRecord } from '@sme/contract/routes/applications';
import type { OrgApplicationRecord } from '@sme/contract/routes/org-queue';
import type {
  EscalationResolvers,
  InstitutionResponseTimesResolvers,
  OrgApplicationResolvers,
  ResponseStepResolvers,
  ResponseTimesResolvers,
  StaffLoginStepResolvers,
  StaffResolvers,
} from '#generated/resolvers-types.ts';
import type { StaffApplicationSource } from '#upstream/applications-records.ts';

const idOrNull = (value: number | null) => (value === null ? null : String(value));

/** The managers of the detail, completed with the institution (the InstitutionManager record). */
function managersOf(record: OrgApplicationRecord): ManagerRecord[] {
  return (record.managers ?? []).map((manager) => ({
    ...manager,
    orgId: record.orgId ?? 0,
    orgName: record.orgName ?? '',
  }));
}

/** The application's manager from the record itself (the detail's list has the mobile; the list record too). */
function managerOf(record: OrgApplicationRecord): ManagerRecord | null {
  if (record.managerId === null) return null;
  const listed = managersOf(record).find((manager) => manager.id === record.managerId);
  return (
    listed ?? {
      id: record.managerId,
      name: record.managerName ?? record.orgUserName ?? '',
      mobile: record.orgUserMobile ?? '',
      orgId: record.orgId ?? 0,
      orgName: record.orgName ?? '',
    }
  );
}

export const staffFields: StaffResolvers = {
  id: (staff) => String(staff.id),
  orgId: (staff) => idOrNull(staff.orgId),
};

export const staffLoginStepFields: StaffLoginStepResolvers = {
  secret: (step) => step.secret ?? null,
  otpauthUri: (step) => step.otpauthUri ?? null,
};

export const orgApplicationFields: OrgApplicationResolvers = {
  id: (record) => String(record.id),
  application: (record): StaffApplicationSource => {
    const {
      claimTime: _claimTime,
      overdue: _overdue,
      managers: _managers,
      restriction: _restriction,
      ...application
    } = record;
    // The withdraw button is the enterprise's: never offered on the workbench.
    return { ...application, canWithdraw: false, staffManager: managerOf(record) };
  },
  claimTime: (record) => record.claimTime ?? null,
  overdue: (record) => record.overdue === true,
  events: (record) => record.events ?? [],
  managers: (record) => managersOf(record),
  restriction: (record) => record.restriction ?? null,
};

export const responseTimesFields: ResponseTimesResolvers = {
  viewTargetWorkingDays: (answer) => answer.targets.viewWorkingDays,
  decideTargetWorkingDays: (answer) => answer.targets.decideWorkingDays,
};

export const institutionResponseTimesFields: InstitutionResponseTimesResolvers = {
  orgId: (row) => String(row.orgId),
};

export const responseStepFields: ResponseStepResolvers = {
  withinTarget: (step) => step.withinTarget ?? null,
  due: (step) => step.due ?? null,
  shareWithinTarget: (step) => step.shareWithinTarget ?? null,
};

export const escalationFields: EscalationResolvers = {
  id: (row) => String(row.id),
  applicationId: (row) => String(row.applicationId),
  orgId: (row) => String(row.orgId),
};
