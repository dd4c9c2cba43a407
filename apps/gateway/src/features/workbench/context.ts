import type { AccountContext } from '../accounts/context.ts';
import {
  createStaffGuard,
  createStaffOfToken,
  type StaffActionHook,
  type StaffGuard,
  type StaffOfToken,
} from './services/staff-guard.ts';
import type { WorkbenchSettings } from './settings.ts';

/** What the workbench services work with: the accounts' context (captcha, hasher, lockout, SMS) and its own. */
export interface WorkbenchContext {
  accounts: AccountContext;
  settings: WorkbenchSettings;
  requireStaff: StaffGuard;
  staffOfToken: StaffOfToken;
  /** Told of every allowed staff action, signing in and out included (the audit log). */
  onStaffAction: StaffActionHook;
}

export function createWorkbenchContext(
  accounts: AccountContext,
  settings: WorkbenchSettings,
  onStaffAction: StaffActionHook = () => {},
): WorkbenchContext {
  const staffOfToken = createStaffOfToken(accounts.db, accounts.clock, accounts.settings);
  return {
    accounts,
    settings,
    requireStaff: createStaffGuard(staffOfToken, onStaffAction),
    staffOfToken,
    onStaffAction,
  };
}
